/**
 * English texts of the shell and the home page (spec 4-shell §4.13, 1-roles-and-identity §1.5.6):
 * what the first screen needs, loaded before the first render in the active language only
 * (issue 18; the rest is in ./pages-en.ts, loaded with the first other page). These texts and
 * ./pages-en.ts define the shape every other language must have: see `Dictionary` in
 * ./dictionary.ts. Placeholders use rosetta's `{{name}}` syntax.
 */
export const shellEn = {
  app: {
    skipLink: 'Skip to main content',
    mainMenu: 'Main menu',
    menuButton: 'Menu',
    notifications: 'Notifications',
    copyright: '© {{year}} {{name}}. All rights reserved.',
    privacyPolicy: 'Privacy policy',
    opensInNewTab: '(opens in a new tab)',
    logoLabel: '{{name}} - Home',
    /** The header's search button (spec 6-data-and-beyond §6.3.3). */
    search: 'Search',
    searchTooltip: 'Search (/)',
  },
  nav: {
    home: 'Home',
    members: 'Members',
    products: 'Products',
    partners: 'Partners',
    grants: 'Grants',
    events: 'Events',
    supervisions: 'Supervisions',
    accounts: 'Accounts',
    allAccounts: 'All accounts',
    registerAccount: 'Register an account',
    myProfile: 'My Profile',
  },
  session: {
    loadingAccount: 'Loading your account...',
    refreshing: 'Refreshing...',
    login: 'Login',
    logout: 'Logout',
    loginFailed: 'Login could not be completed. Please try again.',
    logoutFailed: 'Logout could not be completed. Please try again.',
    sessionExpired: 'Your session has expired, please login again.',
    notRegistered:
      'This account is not registered. If you are a member, please ask an administrator to register you.',
    accountUnavailable: 'Your account could not be loaded.',
    tryAgain: 'Try again',
    administrator: 'Administrator',
    member: 'Member',
    avatarLabel: '{{initials}}, account menu of {{name}}',
  },
  language: {
    /** Visible text of the toggle: the language it switches to. */
    toggleText: 'FR',
    /** Accessible name of the toggle, in the language it switches to. */
    toggleLabel: 'FR - Français',
    /** Language of toggleLabel. */
    toggleLang: 'fr',
    /** Announced after switching to this language. */
    announce: 'English',
  },
  toast: {
    loading: 'Loading...',
    success: 'Success!',
    errorPrefix: 'Error: ',
    dismiss: 'Dismiss',
    unexpectedResponse: 'Unexpected response from the server (HTTP {{status}}).',
    reference: ' (Reference: {{id}})',
    networkInline: 'The server could not be reached. Check your connection and try again.',
    noChanges: 'No changes',
    fieldInvalid: 'A field is invalid!',
  },
  dialog: {
    close: 'Close',
    cancel: 'Cancel',
  },
  unsaved: {
    title: 'You have unsaved changes!',
    text: 'Do you want to save them before leaving?',
    save: 'Save',
    discard: 'Discard',
  },
  titles: {
    home: 'Home',
    members: 'Members',
    accounts: 'Accounts',
    register: 'Register',
    myProfile: 'My Profile',
    history: 'History',
    products: 'Products',
    partners: 'Partners',
    grants: 'Grants',
    events: 'Events',
    supervisions: 'Supervisions',
    notFound: 'Page not found',
    search: 'Search',
    referenceLists: 'Reference lists',
    reports: 'Reports',
  },
  home: {
    /** A counter tile whose figure could not be loaded (after "—", for screen readers). */
    tileUnavailable: 'Unavailable',
    memberPortal: 'Member portal',
    welcome: 'Welcome to the member portal!',
    visitorText: 'If you are a member, please log in to access your profile and other features.',
    notRegisteredHeading: 'This account is not registered.',
    notRegisteredText:
      'If you are a member, please ask an administrator to register you by writing to {{email}}.',
    registrationSubject: 'Registration request',
    registrationBody: 'Please register the login e-mail {{username}}.',
    hello: 'Hello {{name}}!',
    roleAdmin: 'You are logged in as an administrator.',
    roleMember: 'You are logged in as a member.',
    roleUpdateProfile: 'Please update {{link}}!',
    roleUpdateProfileLink: 'your profile',
    atAGlance: 'At a glance',
    counters: 'Counts',
    tileActiveMembers: 'Active members',
    tileGrants: 'Grants',
    tileProducts: 'Products',
    tileEvents: 'Events',
    tilePartners: 'Partners',
    tileSupervisions: 'Supervisions',
    intro:
      "This portal gives members an overview of the network's research, partnerships and initiatives. Explore it to stay informed and take part in our work.",
  },
  guard: {
    loginRequired: 'Login required',
    pleaseLogIn: 'Please log in to view this page.',
    notRegisteredHeading: 'Account not registered',
    accessDenied: 'Access denied',
    membersOnly: 'This page is reserved for members.',
    goToMyProfile: 'Go to My Profile',
    notAuthorized: 'You are not authorized to view this page.',
    accountUnavailableHeading: 'Account unavailable',
    backToHome: 'Back to home',
  },
  notFound: {
    heading: 'Page not found',
    text: 'The page you requested does not exist or has been moved.',
  },
  errorBoundary: {
    heading: 'Something went wrong',
    text: 'An unexpected error prevented this page from being displayed.',
    reload: 'Reload the page',
  },
};
