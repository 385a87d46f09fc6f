import type { MessageModule } from './define-messages.ts';

/**
 * The app's message modules are composed in the app layer (`app/message-registry.ts`), which
 * declares its registry's type here by interface merging:
 *
 * ```ts
 * declare module '../i18n/registry.ts' {
 *   interface RegisteredMessages { registry: typeof messageRegistry }
 * }
 * ```
 *
 * and hands the object to `registerMessages` at start-up. So `t()` keeps its compile-time keys
 * while i18n imports nothing from the layers above it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the app layer through declaration merging.
export interface RegisteredMessages {}

/** The registered modules by namespace (a loose record until the app declares its registry). */
export type Registry = RegisteredMessages extends { registry: infer R } ? R : Record<string, MessageModule>;
export type Namespace = keyof Registry & string;

let modules: Readonly<Record<string, MessageModule>> = {};

/** Called once at start-up, before the first text is looked up. */
export function registerMessages(registry: Registry): void {
  modules = registry as Readonly<Record<string, MessageModule>>;
}

/** The module of one namespace, if registered. */
export function messageModule(namespace: string): MessageModule | undefined {
  return modules[namespace];
}
