import { apiHeaders } from '../net/client.ts';

/**
 * Downloads a device file from `url` with the session's credentials (a plain link could not send
 * them) and saves it as `name` through a temporary object URL.
 */
export async function downloadFile(url: string, name: string, doc: Document = document): Promise<void> {
  const response = await fetch(url, { headers: apiHeaders() });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = doc.createElement('a');
    link.href = objectUrl;
    link.download = name;
    doc.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoking right away can cancel the save in some browsers; give it a moment.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  }
}
