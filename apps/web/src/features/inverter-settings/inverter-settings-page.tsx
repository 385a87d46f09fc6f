import type { InverterList, InverterListEntry } from '@dtu/contract';
import { useState } from 'react';
import { useDeviceCommand } from '../../api/use-device-command.ts';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { Card } from '../../ui/card.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { AddInverterCard } from './add-inverter-card.tsx';
import { DeleteInverterModal } from './delete-inverter-modal.tsx';
import { EditInverterModal } from './edit-inverter-modal.tsx';
import { InverterOrderList } from './inverter-order-list.tsx';

const byOrder = (a: InverterListEntry, b: InverterListEntry) => a.order - b.order || a.id - b.id;

/** `/settings/inverter`: add, list, re-order, edit and delete inverters. */
export function InverterSettingsPage() {
  const { t } = useI18n();
  const list = useResource<InverterList>('/api/inverter/list');
  const [rows, setRows] = useState<InverterListEntry[]>([]);
  const [loadedFrom, setLoadedFrom] = useState<InverterList>();
  const command = useDeviceCommand('/api/inverter/add', { keepSuccess: true });
  const [editing, setEditing] = useState<InverterListEntry>();
  const [deleting, setDeleting] = useState<InverterListEntry>();

  // The device lists slots in slot order; a fresh answer replaces any unsaved re-ordering.
  if (list.data !== loadedFrom) {
    setLoadedFrom(list.data);
    setRows([...(list.data?.inverter ?? [])].sort(byOrder));
  }

  /** Every call ends the same way: the translated answer shows and the list is read again. */
  const call = async (path: string, data: unknown) => {
    const answer = await command.send(data, path);
    if (answer) await list.reload();
    return answer;
  };

  return (
    <PageFrame
      title={t('inverterSettings.title')}
      loading={list.loading && !list.data}
      onReload={list.reload}
    >
      {command.answer && <ApiResponseAlert response={command.answer} onDismiss={command.dismiss} />}
      <AddInverterCard
        onAdd={async (request) => (await call('/api/inverter/add', request))?.type === 'success'}
      />
      <Card title={t('inverterSettings.listTitle')}>
        <InverterOrderList rows={rows} onReorder={setRows} onEdit={setEditing} onDelete={setDeleting} />
        {rows.length > 1 && (
          <div className="text-end mt-3">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => call('/api/inverter/order', { order: rows.map((row) => row.id) })}
            >
              {t('inverterSettings.saveOrder')}
            </button>
          </div>
        )}
      </Card>
      {editing && (
        <EditInverterModal
          inverter={editing}
          onCancel={() => setEditing(undefined)}
          onSave={async (request) => {
            const answer = await call('/api/inverter/edit', request);
            if (answer?.type === 'success') setEditing(undefined);
            return answer;
          }}
        />
      )}
      {deleting && (
        <DeleteInverterModal
          inverter={deleting}
          onCancel={() => setDeleting(undefined)}
          onConfirm={async (inverter) => {
            setDeleting(undefined);
            await call('/api/inverter/del', { id: inverter.id });
          }}
        />
      )}
    </PageFrame>
  );
}
