import { defineMessages } from '../../i18n/define-messages.ts';

/** The fork's own repository (the origin paragraph tells its story). */
const ONBATTERY_REPO = 'https://github.com/hoylabs/OpenDTU-OnBattery';
/** The repository of the device's firmware, filled in by the page (its row of the generation table). */
const REPO = '{repository}';
const link = (href: string, text: string) => `<a href="${href}" target="_blank" rel="noopener">${text}</a>`;

/** Keys ending in `Html` are rendered as HTML; they hold only markup we wrote ourselves. */
export const aboutMessages = defineMessages({
  en: {
    title: 'About',
    documentation: 'Documentation',
    documentationHtml: `Installation, wiring and every setting are explained in the ${link('https://opendtu-onbattery.net/', 'OpenDTU-OnBattery documentation')}. Topics shared with the original project are covered in the ${link('https://www.opendtu.solar/', 'OpenDTU documentation')}.`,
    origin: 'Project origin',
    origin1Html:
      "OpenDTU began as a hobby project: an inexpensive ESP32 board with a small radio module that talks to Hoymiles micro-inverters directly, without the manufacturer's cloud gateway.",
    origin2Html:
      'The radio protocol was never published. It was worked out by volunteers who recorded and decoded the traffic between inverters and the original gateway and shared their findings in public forums.',
    origin3Html: `OpenDTU-OnBattery is a fork that adds what a balcony plant with storage needs: batteries, a dynamic power limiter driven by a power meter, Victron charge controllers and an AC charger. Its source lives on ${link(ONBATTERY_REPO, 'GitHub')}.`,
    origin4Html:
      "This web interface is an independent re-creation for the same firmware. It is written from scratch with small building blocks so that it fits into the device's flash memory next to the firmware.",
    news: 'News and updates',
    newsHtml: `Every release and its list of changes is published on the ${link(`${REPO}/releases`, 'releases page')}.`,
    errors: 'Error reporting',
    errorsHtml: `Found a bug? Check the ${link(`${REPO}/issues`, 'issue tracker')} first; if nobody has reported it, open a new issue with your firmware version, your hardware and the steps that lead to the problem.`,
    discussion: 'Discussion',
    discussionHtml: `Questions, ideas and experiences with your own setup are welcome in the ${link(`${REPO}/discussions`, 'discussions')}.`,
  },
  de: {
    title: 'Über',
    documentation: 'Dokumentation',
    documentationHtml: `Installation, Verkabelung und alle Einstellungen sind in der ${link('https://opendtu-onbattery.net/', 'Dokumentation von OpenDTU-OnBattery')} beschrieben. Themen, die das ursprüngliche Projekt betreffen, behandelt die ${link('https://www.opendtu.solar/', 'OpenDTU-Dokumentation')}.`,
    origin: 'Herkunft des Projekts',
    origin1Html:
      'OpenDTU entstand als Hobbyprojekt: Eine günstige ESP32-Platine mit einem kleinen Funkmodul spricht direkt mit Hoymiles-Mikrowechselrichtern, ganz ohne die Cloud-Box des Herstellers.',
    origin2Html:
      'Das Funkprotokoll wurde nie veröffentlicht. Freiwillige haben den Datenverkehr zwischen Wechselrichtern und der Original-Box mitgeschnitten, entschlüsselt und ihre Erkenntnisse in öffentlichen Foren geteilt.',
    origin3Html: `OpenDTU-OnBattery ist ein Fork, der ergänzt, was eine Balkonanlage mit Speicher braucht: Batterien, eine dynamische Leistungsbegrenzung anhand eines Stromzählers, Victron-Laderegler und ein AC-Ladegerät. Der Quellcode liegt auf ${link(ONBATTERY_REPO, 'GitHub')}.`,
    origin4Html:
      'Diese Weboberfläche ist eine unabhängige Neuentwicklung für dieselbe Firmware. Sie ist von Grund auf aus kleinen Bausteinen geschrieben, damit sie neben der Firmware in den Flash-Speicher des Geräts passt.',
    news: 'Neuigkeiten und Updates',
    newsHtml: `Jede Version und ihre Änderungen werden auf der ${link(`${REPO}/releases`, 'Release-Seite')} veröffentlicht.`,
    errors: 'Fehler melden',
    errorsHtml: `Einen Fehler gefunden? Bitte zuerst im ${link(`${REPO}/issues`, 'Issue-Tracker')} nachsehen; wurde er noch nicht gemeldet, ein neues Issue mit Firmware-Version, Hardware und den Schritten zum Nachstellen anlegen.`,
    discussion: 'Diskussion',
    discussionHtml: `Fragen, Ideen und Erfahrungen mit der eigenen Anlage sind in den ${link(`${REPO}/discussions`, 'Diskussionen')} willkommen.`,
  },
  fr: {
    title: 'À propos',
    documentation: 'Documentation',
    documentationHtml: `L'installation, le câblage et chaque paramètre sont expliqués dans la ${link('https://opendtu-onbattery.net/', "documentation d'OpenDTU-OnBattery")}. Les sujets communs avec le projet d'origine sont traités dans la ${link('https://www.opendtu.solar/', 'documentation OpenDTU')}.`,
    origin: 'Origine du projet',
    origin1Html:
      "OpenDTU est né d'un projet de loisir : une carte ESP32 bon marché munie d'un petit module radio dialogue directement avec les micro-onduleurs Hoymiles, sans passer par la passerelle cloud du fabricant.",
    origin2Html:
      "Le protocole radio n'a jamais été publié. Des bénévoles ont enregistré et décodé les échanges entre les onduleurs et la passerelle d'origine, puis ont partagé leurs découvertes sur des forums publics.",
    origin3Html: `OpenDTU-OnBattery est un fork qui ajoute ce dont une petite installation avec stockage a besoin : batteries, limiteur de puissance dynamique piloté par un compteur, régulateurs de charge Victron et chargeur AC. Son code source est sur ${link(ONBATTERY_REPO, 'GitHub')}.`,
    origin4Html:
      "Cette interface web est une recréation indépendante pour le même firmware. Elle est écrite de zéro à partir de petites briques afin de tenir dans la mémoire flash de l'appareil, à côté du firmware.",
    news: 'Actualités et mises à jour',
    newsHtml: `Chaque version et la liste de ses changements sont publiées sur la ${link(`${REPO}/releases`, 'page des versions')}.`,
    errors: 'Signaler une erreur',
    errorsHtml: `Vous avez trouvé un bogue ? Consultez d'abord le ${link(`${REPO}/issues`, 'suivi des tickets')} ; s'il n'a pas encore été signalé, ouvrez un nouveau ticket avec la version du firmware, votre matériel et les étapes qui mènent au problème.`,
    discussion: 'Discussion',
    discussionHtml: `Questions, idées et retours d'expérience sur votre installation sont les bienvenus dans les ${link(`${REPO}/discussions`, 'discussions')}.`,
  },
});
