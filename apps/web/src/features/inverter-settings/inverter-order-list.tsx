import type { InverterListEntry } from '@dtu/contract';
import { type KeyboardEvent, type PointerEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { classNames } from '../../ui/class-names.ts';
import { useLatest } from '../../ui/use-latest.ts';
import { moveItem } from './move-item.ts';
import { SettingsIcon } from './settings-icon.tsx';
import { StatusBadges } from './status-badges.tsx';

export interface InverterOrderListProps {
  rows: readonly InverterListEntry[];
  onReorder: (rows: InverterListEntry[]) => void;
  onEdit: (inverter: InverterListEntry) => void;
  onDelete: (inverter: InverterListEntry) => void;
}

/**
 * The inverter table. Rows move with the handle: dragged with mouse, pen or finger, or with
 * ArrowUp/ArrowDown while the handle has focus; every move is announced in a live region.
 * A drag follows its pointer on `window`, not on the handle: moving the row moves the handle's
 * DOM node, which drops pointer capture, and a finger then leaves the small handle at once.
 */
export function InverterOrderList({ rows, onReorder, onEdit, onDelete }: InverterOrderListProps) {
  const { t } = useI18n();
  const body = useRef<HTMLTableSectionElement>(null);
  const [drag, setDrag] = useState<{ id: number; pointerId: number }>();
  const draggingId = drag?.id;
  // A fresh object per move, so the effect runs again even for the same row.
  const [focusRequest, setFocusRequest] = useState<{ id: number }>();
  const [announcement, setAnnouncement] = useState('');

  // Re-ordering moves DOM nodes, which can drop focus; put it back on the moved handle.
  useLayoutEffect(() => {
    if (!focusRequest) return;
    body.current?.querySelector<HTMLElement>(`[data-handle="${focusRequest.id}"]`)?.focus();
  }, [focusRequest]);

  const announce = (list: readonly InverterListEntry[], id: number) => {
    const index = list.findIndex((row) => row.id === id);
    const row = list[index];
    if (row)
      setAnnouncement(
        t('inverterSettings.moved', { name: row.name, position: index + 1, count: list.length }),
      );
  };

  const move = (id: number, to: number) => {
    const from = rows.findIndex((row) => row.id === id);
    if (from < 0 || to === from || to < 0 || to >= rows.length) return;
    const next = moveItem(rows, from, to);
    onReorder(next);
    return next;
  };

  const onKeyDown = (event: KeyboardEvent, id: number) => {
    const delta = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = move(id, rows.findIndex((row) => row.id === id) + delta);
    setFocusRequest({ id });
    if (next) announce(next, id);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, id: number) => {
    if (event.button !== 0) return;
    event.preventDefault();
    setDrag({ id, pointerId: event.pointerId });
  };

  // Read by the window listeners, which live for the whole drag.
  const latest = useLatest({ rows, move, announce });

  useEffect(() => {
    if (!drag) return;
    const onMove = (event: globalThis.PointerEvent) => {
      if (event.pointerId !== drag.pointerId || !body.current) return;
      // New index = how many of the other rows have their middle above the pointer.
      const others = [...body.current.rows].filter((tr) => tr.dataset.id !== String(drag.id));
      const target = others.filter((tr) => {
        const box = tr.getBoundingClientRect();
        return box.top + box.height / 2 < event.clientY;
      }).length;
      latest.current.move(drag.id, target);
    };
    const onEnd = (event: globalThis.PointerEvent) => {
      if (event.pointerId !== drag.pointerId) return;
      latest.current.announce(latest.current.rows, drag.id);
      setDrag(undefined);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
    };
  }, [drag, latest]);

  if (rows.length === 0) return <p className="m-0">{t('inverterSettings.empty')}</p>;

  return (
    <>
      <div className="table-responsive">
        <table className="table table-striped align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('inverterSettings.orderColumn')}</span>
              </th>
              <th scope="col" className="d-none d-md-table-cell">
                {t('inverterSettings.status')}
              </th>
              <th scope="col" className="d-none d-md-table-cell">
                {t('inverterSettings.serial')}
              </th>
              <th scope="col">{t('inverterSettings.name')}</th>
              <th scope="col" className="d-none d-md-table-cell">
                {t('inverterSettings.type')}
              </th>
              <th scope="col" className="text-end">
                {t('inverterSettings.actions')}
              </th>
            </tr>
          </thead>
          <tbody ref={body}>
            {rows.map((row) => (
              <tr
                key={row.id}
                data-id={row.id}
                className={classNames(draggingId === row.id && 'table-active')}
              >
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    style={{ touchAction: 'none', cursor: 'grab' }}
                    data-handle={row.id}
                    aria-label={t('inverterSettings.dragHandle', { name: row.name })}
                    onKeyDown={(event) => onKeyDown(event, row.id)}
                    onPointerDown={(event) => onPointerDown(event, row.id)}
                  >
                    <SettingsIcon name="grip" />
                  </button>
                </td>
                <td className="d-none d-md-table-cell">
                  <StatusBadges inverter={row} />
                </td>
                <td className="d-none d-md-table-cell font-monospace">{row.serial}</td>
                <td>
                  <div>{row.name}</div>
                  {/* Phones: type, serial and status move under the name instead of their own columns. */}
                  <div className="d-md-none small">
                    <div className="text-body-secondary">{row.type}</div>
                    <div className="font-monospace text-body-secondary">{row.serial}</div>
                    <StatusBadges inverter={row} compact />
                  </div>
                </td>
                <td className="d-none d-md-table-cell text-nowrap">{row.type}</td>
                <td>
                  {/* Stacked on phones so the row fits 375 px without scrolling. */}
                  <div className="d-flex flex-column flex-md-row justify-content-end align-items-end gap-1">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      aria-label={t('inverterSettings.edit', { name: row.name })}
                      title={t('inverterSettings.edit', { name: row.name })}
                      onClick={() => onEdit(row)}
                    >
                      <SettingsIcon name="edit" />
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={t('inverterSettings.delete', { name: row.name })}
                      title={t('inverterSettings.delete', { name: row.name })}
                      onClick={() => onDelete(row)}
                    >
                      <SettingsIcon name="trash" />
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}
