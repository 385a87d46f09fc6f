import { defineMessages } from '../../i18n/define-messages.ts';

export const loginMessages = defineMessages({
  en: {
    title: 'Login',
    heading: 'Sign in to the device',
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    usernameRequired: 'Please enter the username.',
    passwordRequired: 'Please enter the password.',
    invalidCredentials: 'Invalid credentials',
    unreachable:
      'The device could not be reached. Check that it is switched on and connected to the network.',
    deviceError: 'The device could not check the credentials (HTTP {status}). Try again in a moment.',
  },
  de: {
    title: 'Anmelden',
    heading: 'Am Gerät anmelden',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    usernameRequired: 'Bitte den Benutzernamen eingeben.',
    passwordRequired: 'Bitte das Passwort eingeben.',
    invalidCredentials: 'Ungültige Anmeldedaten',
    unreachable:
      'Das Gerät ist nicht erreichbar. Bitte prüfen, ob es eingeschaltet und mit dem Netzwerk verbunden ist.',
    deviceError:
      'Das Gerät konnte die Anmeldedaten nicht prüfen (HTTP {status}). Bitte gleich noch einmal versuchen.',
  },
  fr: {
    title: 'Connexion',
    heading: "Se connecter à l'appareil",
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    submit: 'Se connecter',
    usernameRequired: "Veuillez saisir le nom d'utilisateur.",
    passwordRequired: 'Veuillez saisir le mot de passe.',
    invalidCredentials: 'Identifiants non valides',
    unreachable: "L'appareil est injoignable. Vérifiez qu'il est allumé et connecté au réseau.",
    deviceError:
      "L'appareil n'a pas pu vérifier les identifiants (HTTP {status}). Réessayez dans un instant.",
  },
});
