import { defineMessages } from '../../i18n/define-messages.ts';

/** The network syslog's texts: only the 2026 generations have it (the flash build for 2024.05.03 leaves them out). */
export const networkSettings2026Messages = defineMessages({
  en: {
    syslogCard: 'Syslog',
    syslog: 'Send the log to a syslog server',
    syslogHost: 'Syslog server',
    syslogHostHint: 'Host name or IP address of the server that collects the log.',
    syslogPort: 'Syslog port',
  },
  de: {
    syslogCard: 'Syslog',
    syslog: 'Protokoll an einen Syslog-Server senden',
    syslogHost: 'Syslog-Server',
    syslogHostHint: 'Hostname oder IP-Adresse des Servers, der das Protokoll sammelt.',
    syslogPort: 'Syslog-Port',
  },
  fr: {
    syslogCard: 'Syslog',
    syslog: 'Envoyer le journal à un serveur syslog',
    syslogHost: 'Serveur syslog',
    syslogHostHint: "Nom d'hôte ou adresse IP du serveur qui recueille le journal.",
    syslogPort: 'Port syslog',
  },
});
