import { useResource } from '../../api/use-resource.ts';
import { type SettingsForm, useSettingsForm } from '../../api/use-settings-form.ts';

/**
 * The limiter's settings and its metadata (which inverters and data sources exist), loaded
 * together in the shape of one generation: the form shows nothing before both answered, Cancel
 * and the reload button read both again.
 */
export function useLimiterForm<Config, Metadata>() {
  const form = useSettingsForm<Config>('/api/powerlimiter/config');
  const meta = useResource<Metadata>('/api/powerlimiter/metadata');
  const metadata = meta.data;
  const shown: SettingsForm<Config> = {
    ...form,
    values: metadata ? form.values : undefined,
    loading: form.loading || meta.loading,
    reload: async () => {
      await Promise.all([form.reload(), meta.reload()]);
    },
  };
  return { form, shown, metadata, reloadMetadata: meta.reload };
}
