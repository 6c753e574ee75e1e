import type { Dictionary } from './dictionary';

/**
 * French texts. Declared with the English dictionary's type: a missing, extra or misspelt key
 * fails the type check. The space before « : ; ! ? » is a non-breaking space (\u00a0).
 */
export const fr: Dictionary = {
  app: {
    skipLink: 'Passer au contenu principal',
    mainMenu: 'Menu principal',
    menuButton: 'Menu',
    notifications: 'Notifications',
    copyright: '© {{year}} {{name}}. Tous droits réservés.',
    privacyPolicy: 'Politique de confidentialité',
    opensInNewTab: "(s'ouvre dans un nouvel onglet)",
    logoLabel: '{{name}} - Accueil',
  },
  nav: {
    home: 'Accueil',
    members: 'Membres',
    products: 'Produits',
    partners: 'Partenaires',
    grants: 'Subventions',
    events: 'Événements',
    supervisions: 'Supervisions',
    accounts: 'Comptes',
    allAccounts: 'Tous les comptes',
    registerAccount: 'Enregistrer un compte',
    myProfile: 'Mon profil',
  },
  session: {
    loadingAccount: 'Chargement de votre compte...',
    refreshing: 'Actualisation...',
    login: 'Connecter',
    logout: 'Déconnecter',
    loginFailed: "La connexion n'a pas pu aboutir. Veuillez réessayer.",
    logoutFailed: "La déconnexion n'a pas pu aboutir. Veuillez réessayer.",
    sessionExpired: 'Votre session a expiré, veuillez vous reconnecter.',
    notRegistered:
      "Ce compte n'est pas enregistré. Si vous êtes membre, veuillez demander à un administrateur de vous inscrire.",
    accountUnavailable: "Votre compte n'a pas pu être chargé.",
    tryAgain: 'Réessayer',
    administrator: 'Administrateur',
    member: 'Membre',
    avatarLabel: '{{initials}}, menu du compte de {{name}}',
  },
  language: {
    toggleText: 'EN',
    toggleLabel: 'EN - English',
    toggleLang: 'en',
    announce: 'Français',
  },
  toast: {
    loading: 'Chargement...',
    success: 'Succès\u00a0!',
    errorPrefix: 'Erreur\u00a0: ',
    dismiss: 'Fermer',
    unexpectedResponse: 'Réponse inattendue du serveur (HTTP {{status}}).',
    reference: ' (Référence\u00a0: {{id}})',
  },
  titles: {
    home: 'Accueil',
    members: 'Membres',
    accounts: 'Comptes',
    register: 'Inscription',
    myProfile: 'Mon profil',
    products: 'Produits',
    partners: 'Partenaires',
    grants: 'Subventions',
    events: 'Événements',
    supervisions: 'Supervisions',
    notFound: 'Page introuvable',
  },
  home: {
    memberPortal: 'Portail des membres',
    welcome: 'Bienvenue sur le portail des membres\u00a0!',
    visitorText:
      "Si vous êtes membre, veuillez vous connecter pour accéder à votre profil et à d'autres fonctionnalités.",
    notRegisteredHeading: "Ce compte n'est pas enregistré.",
    notRegisteredText:
      'Si vous êtes membre, veuillez demander à un administrateur de vous inscrire en écrivant à {{email}}.',
    registrationSubject: "Demande d'inscription",
    registrationBody: 'Veuillez inscrire le courriel de connexion {{username}}.',
    hello: 'Bonjour {{name}}\u00a0!',
    roleAdmin: "Vous êtes connecté(e) en tant qu'administrateur.",
    roleMember: 'Vous êtes connecté(e) en tant que membre.',
    roleUpdateProfile: 'Veuillez mettre à jour {{link}}\u00a0!',
    roleUpdateProfileLink: 'votre profil',
    atAGlance: 'En bref',
    intro:
      'Ce portail donne aux membres un aperçu des recherches, des partenariats et des initiatives du réseau. Explorez-le pour rester au courant et participer à nos activités.',
  },
  guard: {
    loginRequired: 'Connexion requise',
    pleaseLogIn: 'Veuillez vous connecter pour afficher cette page.',
    notRegisteredHeading: 'Compte non enregistré',
    accessDenied: 'Accès refusé',
    membersOnly: 'Cette page est réservée aux membres.',
    goToMyProfile: 'Aller à Mon profil',
    notAuthorized: "Vous n'êtes pas autorisé à afficher cette page.",
    accountUnavailableHeading: 'Compte non disponible',
    backToHome: "Retour à l'accueil",
  },
  notFound: {
    heading: 'Page introuvable',
    text: "La page demandée n'existe pas ou a été déplacée.",
  },
  errorBoundary: {
    heading: "Une erreur s'est produite",
    text: "Une erreur inattendue a empêché l'affichage de cette page.",
    reload: 'Recharger la page',
  },
  lists: {
    listFailed: "La liste n'a pas pu être chargée.",
    nothingYet: "Rien à afficher pour l'instant.",
    refresh: 'Actualiser',
  },
  members: {
    heading: 'Tous les membres',
    name: 'Nom',
    countOne: '{{count}} membre',
    countOther: '{{count}} membres',
  },
  comingSoon: {
    text: 'Cette page sera bientôt disponible.',
  },
};
