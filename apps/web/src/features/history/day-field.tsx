import { useId, useMemo } from 'react';
import { FieldRow } from '../../ui/fields/field-row.tsx';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The recorded days to choose from (`YYYY-MM-DD`, oldest first). Years of days are thousands of
 * options: as one HTML string the browser parses them at once, where a React element each cost
 * four DOM calls and a fiber apiece (a tenth of a second per thousand at 4× CPU slowdown).
 */
export function DayField({
  label,
  value,
  days,
  onChange,
}: {
  label: string;
  value: string;
  days: readonly string[];
  onChange: (day: string) => void;
}) {
  const id = useId();
  // The same object while the days are the same: React sets `innerHTML` again whenever the
  // object changes, which parsed every option again at each render of the page.
  const html = useMemo(
    () => ({ __html: days.map((day) => `<option>${escapeHtml(day)}</option>`).join('') }),
    [days],
  );
  return (
    <FieldRow id={id} label={label}>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own day keys, escaped
        dangerouslySetInnerHTML={html}
      />
    </FieldRow>
  );
}
