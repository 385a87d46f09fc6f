import { defineMessages } from '../../i18n/define-messages.ts';

export const securitySettingsMessages = defineMessages({
  en: {
    title: 'Security settings',
    passwordCard: 'Admin password',
    password: 'Password',
    repeat: 'Repeat password',
    passwordHint:
      'The user name is always admin. The password protects this web interface and the access point mode; 8 to 64 characters.',
    permissionsCard: 'Permissions',
    allowReadonly: 'Allow read-only access to the web interface without a password',
  },
  de: {
    title: 'Sicherheitseinstellungen',
    passwordCard: 'Admin-Passwort',
    password: 'Passwort',
    repeat: 'Passwort wiederholen',
    passwordHint:
      'Der Benutzername ist immer admin. Das Passwort schützt diese Weboberfläche und den Zugangspunkt-Modus; 8 bis 64 Zeichen.',
    permissionsCard: 'Berechtigungen',
    allowReadonly: 'Lesenden Zugriff auf die Weboberfläche ohne Passwort erlauben',
  },
  fr: {
    title: 'Paramètres de sécurité',
    passwordCard: 'Mot de passe administrateur',
    password: 'Mot de passe',
    repeat: 'Répéter le mot de passe',
    passwordHint:
      "Le nom d'utilisateur est toujours admin. Le mot de passe protège cette interface web et le mode point d'accès ; 8 à 64 caractères.",
    permissionsCard: 'Autorisations',
    allowReadonly: "Autoriser l'accès en lecture seule à l'interface web sans mot de passe",
  },
});
