import { apiHeaders } from '../../net/client.ts';

/**
 * Downloads a device file with the session's credentials (a plain link could not send them)
 * and saves it under its own name through a temporary object URL.
 */
export async function downloadFile(name: string, doc: Document = document): Promise<void> {
  const response = await fetch(`/api/config/get?file=${encodeURIComponent(name)}`, { headers: apiHeaders() });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = doc.createElement('a');
    link.href = url;
    link.download = name;
    doc.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoking right away can cancel the save in some browsers; give it a moment.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
