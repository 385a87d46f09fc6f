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
  },
});
