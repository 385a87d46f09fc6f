import { LIMIT_RELATIVE_MAX } from '@dtu/contract';
import type {
  CommandChannel,
  DtuInverter,
  LimitRequest,
  PendingCommand,
  PowerRequest,
} from './dtu-inverter.ts';
import { percentOfMaxPower, storedLimitPercent } from './limit-figures.ts';

/** Radio timing: first answer after ~1–2.5 s, resends every 2 s, given up after 10 s. */
const ACK_MIN_MS = 800;
const ACK_SPREAD_MS = 1700;
const RETRY_MS = 2000;
const GIVE_UP_MS = 10_000;

function send<R>(channel: CommandChannel<R>, request: R, t: number, jitter: number): void {
  channel.status = 'Pending';
  channel.last = request;
  channel.pending = { request, sentMs: t, nextAttemptMs: t + ACK_MIN_MS + ACK_SPREAD_MS * jitter };
}

/**
 * Queues a limit command the way the firmware does (docs/firmware/onbattery-2024.05.03/live.md §6.2): dropped silently while
 * commands are disabled or another limit is pending; relative values clamped to 100 %.
 */
export function submitLimit(
  inv: DtuInverter,
  request: LimitRequest,
  t: number,
  enabled: boolean,
  jitter: number,
) {
  if (!enabled || inv.limit.status === 'Pending') return;
  const value = request.relative ? Math.min(request.value, LIMIT_RELATIVE_MAX) : request.value;
  send(inv.limit, { ...request, value }, t, jitter);
}

/** Power commands: dropped while disabled; on/off also while one is pending (restart is not). */
export function submitPower(
  inv: DtuInverter,
  request: PowerRequest,
  t: number,
  enabled: boolean,
  jitter: number,
) {
  if (!enabled) return;
  if (request.action !== 'restart' && inv.power.status === 'Pending') return;
  send(inv.power, request, t, jitter);
}

/** A failed command goes out again on the inverter's next poll. */
export function resendFailed(inv: DtuInverter, t: number, enabled: boolean, jitter: number): void {
  if (!enabled) return;
  if (inv.limit.status === 'Failure' && inv.limit.last) send(inv.limit, inv.limit.last, t, jitter);
  if (inv.power.status === 'Failure' && inv.power.last) send(inv.power, inv.power.last, t, jitter);
}

/** The earliest device time at which a pending command of this inverter needs attention. */
export function nextCommandDue(inv: DtuInverter): number {
  return Math.min(inv.limit.pending?.nextAttemptMs ?? Infinity, inv.power.pending?.nextAttemptMs ?? Infinity);
}

function attempt<R>(channel: CommandChannel<R>, t: number, answers: boolean, apply: (r: R) => void): void {
  const pending: PendingCommand<R> | undefined = channel.pending;
  if (!pending || t < pending.nextAttemptMs) return;
  if (answers) {
    apply(pending.request);
    channel.status = 'Ok';
    channel.pending = undefined;
  } else if (t - pending.sentMs >= GIVE_UP_MS) {
    channel.status = 'Failure';
    channel.pending = undefined;
  } else {
    pending.nextAttemptMs = Math.min(t + RETRY_MS, pending.sentMs + GIVE_UP_MS);
  }
}

/** Delivers due commands to the inverter, or counts the attempt as failed. */
export function processCommands(inv: DtuInverter, t: number, radioUp = true): void {
  const answers = radioUp && inv.field.answers(t);
  attempt(inv.limit, t, answers, (request) => {
    const rated = inv.field.model.hardware.maxPowerW;
    const percent = request.relative ? request.value : (request.value / rated) * 100;
    inv.field.applyLimit(percent, request.persistent);
    // The DTU updates its own figure at once; for an absolute limit only when it knows the max power.
    if (request.relative) inv.limitRelative = storedLimitPercent(request.value);
    else if (inv.maxPowerW > 0) inv.limitRelative = percentOfMaxPower(request.value, inv.maxPowerW);
    inv.lastLimitSuccessMs = t;
  });
  attempt(inv.power, t, answers, (request) => {
    if (request.action === 'off') inv.field.powerOff(t);
    else if (request.action === 'on') inv.field.powerOn(t);
    else inv.field.restart(t);
  });
}
