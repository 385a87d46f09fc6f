import type { PowerMeterHttpPhase, PowerMeterTestRequest } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { HttpRequestFields } from './http-request-fields.tsx';
import { HttpTestButton } from './http-test-button.tsx';
import { MeterValueFields } from './meter-value-fields.tsx';
import { useHttpTest } from './use-http-test.ts';

export interface HttpPhaseCardProps {
  phase: PowerMeterHttpPhase;
  /** Phase 1 is always on and always carries the request; the others only with individual requests. */
  first: boolean;
  individual: boolean;
  onChange: (phase: PowerMeterHttpPhase) => void;
  /** The request the test button sends (phase 1's request unless individual requests are on). */
  testRequest: () => PowerMeterTestRequest;
}

/** One phase of the HTTP(+JSON) source: its request (when it has its own), JSON path and unit. */
export function HttpPhaseCard({ phase, first, individual, onChange, testRequest }: HttpPhaseCardProps) {
  const { t } = useI18n();
  const test = useHttpTest();
  const bind = bindKeys({ value: phase, onChange });
  const ownRequest = first || individual;
  return (
    <Card title={t('powerMeterSettings.phase', { index: phase.index })}>
      {!first && <CheckField switch label={t('powerMeterSettings.phaseEnabled')} {...bind('enabled')} />}
      {(first || phase.enabled) && (
        <>
          {ownRequest && <HttpRequestFields bind={bind} authType={phase.auth_type} />}
          <MeterValueFields bind={bind} />
          <HttpTestButton test={test} onTest={() => test.run(testRequest())} />
        </>
      )}
    </Card>
  );
}
