import { defineMessages } from '../../i18n/define-messages.ts';

/** The texts of the system cards only the 2026 generations fill (the flash build for 2024.05.03 leaves them out). */
export const systemInfo2026Messages = defineMessages({
  en: {
    tasksCard: 'Tasks',
    taskName: 'Task',
    stackFree: 'Least free stack',
    priority: 'Priority',
    uartsCard: 'Serial ports',
    uartPort: 'Port',
    uartOwner: 'Used by',
    uartName: 'UART {port}',
  },
  de: {
    tasksCard: 'Tasks',
    taskName: 'Task',
    stackFree: 'Kleinster freier Stack',
    priority: 'Priorität',
    uartsCard: 'Serielle Schnittstellen',
    uartPort: 'Schnittstelle',
    uartOwner: 'Genutzt von',
    uartName: 'UART {port}',
  },
  fr: {
    tasksCard: 'Tâches',
    taskName: 'Tâche',
    stackFree: 'Pile libre minimale',
    priority: 'Priorité',
    uartsCard: 'Ports série',
    uartPort: 'Port',
    uartOwner: 'Utilisé par',
    uartName: 'UART {port}',
  },
});
