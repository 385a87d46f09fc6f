import { useI18n } from '../../i18n/use-i18n.ts';

/** Addresses of common meters the firmware's HTTP client can poll. */
const URL_EXAMPLES = [
  'http://shelly3em.home/status',
  'https://shelly3em.home/status',
  'http://tasmota-123.home/cm?cmnd=status%208',
  'http://12.34.56.78:8080/emeter/0',
];

/** A JSON path and an answer in which it finds 123.4. */
const JSON_PATH_EXAMPLES: readonly (readonly [path: string, json: string])[] = [
  [
    'power/total/watts',
    '{ "power": { "phase1": { "factor": 0.98, "watts": 42 }, "total": { "watts": 123.4 } } }',
  ],
  ['data/[1]/power', '{ "data": [ { "factor": 0.98, "power": 42 }, { "factor": 1.0, "power": 123.4 } ] }'],
  ['total', '{ "othervalue": 66, "total": 123.4 }'],
];

/** How the URL and the JSON path of an HTTP+JSON meter are written, by example. */
export function HttpJsonExamples() {
  const { t } = useI18n();
  return (
    <details className="mb-3">
      <summary>{t('powerMeter2026.examples')}</summary>
      <h3 className="h6 mt-2">{t('powerMeter2026.urlExamples')}</h3>
      <ul>
        {URL_EXAMPLES.map((url) => (
          <li key={url}>
            <code>{url}</code>
          </li>
        ))}
      </ul>
      <h3 className="h6">{t('powerMeter2026.jsonPathExamples')}</h3>
      <p className="mb-1">{t('powerMeter2026.jsonPathExamplesIntro')}</p>
      <ul className="mb-0">
        {JSON_PATH_EXAMPLES.map(([path, json]) => (
          <li key={path}>
            <code>{path}</code> — <code>{json}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
