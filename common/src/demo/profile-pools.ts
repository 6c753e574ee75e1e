/**
 * Text pools for the generated parts of member profiles (spec 6-data-and-beyond §6.1.6). French
 * texts use U+00A0 before ":" and inside « ».
 */

export interface Pair {
  en: string;
  fr: string;
}

export interface TaggedPair extends Pair {
  /** Faculty keys (without the `faculty-` prefix) the text fits best. */
  tags: readonly string[];
}

export const PROBLEM_POOL: readonly TaggedPair[] = [
  { en: 'Reducing falls among older adults living at home', fr: 'Réduire les chutes chez les personnes âgées vivant à domicile', tags: ['health-sciences', 'medicine'] },
  { en: 'Supporting family caregivers of people living with dementia', fr: 'Soutenir les proches aidants de personnes vivant avec une démence', tags: ['health-sciences', 'social-sciences', 'medicine'] },
  { en: 'Detecting sepsis earlier in emergency departments', fr: 'Détecter plus tôt le sepsis aux urgences', tags: ['medicine', 'engineering'] },
  { en: 'Improving access to primary care in rural areas', fr: "Améliorer l'accès aux soins primaires en milieu rural", tags: ['medicine', 'health-sciences', 'management'] },
  { en: 'Keeping drinking water safe in northern communities', fr: "Assurer la salubrité de l'eau potable dans les communautés nordiques", tags: ['science', 'engineering'] },
  { en: 'Adapting cities to extreme heat', fr: 'Adapter les villes aux chaleurs extrêmes', tags: ['science', 'engineering', 'social-sciences'] },
  { en: 'Breaking the social isolation of older adults', fr: "Briser l'isolement social des personnes âgées", tags: ['social-sciences', 'health-sciences', 'arts'] },
  { en: 'Making telehealth work for people with limited internet access', fr: 'Rendre la télésanté accessible aux personnes qui ont un accès limité à Internet', tags: ['management', 'law', 'engineering'] },
  { en: 'Helping newcomers find work that matches their skills', fr: 'Aider les personnes immigrantes à trouver un emploi à la hauteur de leurs compétences', tags: ['social-sciences', 'management', 'law'] },
  { en: 'Reducing food insecurity among students', fr: "Réduire l'insécurité alimentaire chez les étudiants", tags: ['health-sciences', 'social-sciences'] },
  { en: 'Preventing type 2 diabetes in high-risk communities', fr: 'Prévenir le diabète de type 2 dans les communautés à risque', tags: ['medicine', 'health-sciences'] },
  { en: 'Managing chronic pain without opioids', fr: 'Prendre en charge la douleur chronique sans opioïdes', tags: ['medicine', 'health-sciences'] },
  { en: 'Protecting the privacy of health data used to train algorithms', fr: "Protéger la confidentialité des données de santé servant à entraîner des algorithmes", tags: ['law', 'engineering'] },
  { en: 'Teaching reading in multilingual classrooms', fr: 'Enseigner la lecture dans les classes multilingues', tags: ['education'] },
  { en: 'Keeping young children active in child care', fr: "Favoriser l'activité physique des jeunes enfants en service de garde", tags: ['education', 'health-sciences'] },
  { en: 'Bringing Indigenous knowledge into environmental monitoring', fr: 'Intégrer les savoirs autochtones à la surveillance environnementale', tags: ['science', 'social-sciences', 'arts'] },
  { en: 'Improving sleep for residents of long-term care homes', fr: 'Améliorer le sommeil des personnes hébergées en soins de longue durée', tags: ['health-sciences', 'medicine'] },
  { en: 'Shortening waits for rehabilitation after a stroke', fr: "Réduire l'attente pour la réadaptation après un AVC", tags: ['health-sciences', 'medicine', 'management'] },
  { en: 'Keeping public transit usable in winter', fr: 'Rendre le transport en commun praticable en hiver', tags: ['engineering', 'social-sciences'] },
  { en: 'Translating research results for policy makers', fr: 'Traduire les résultats de recherche pour les décideurs', tags: ['management', 'law', 'social-sciences', 'education'] },
  { en: 'Using art to rebuild community ties after plant closures', fr: "Recréer des liens communautaires par l'art après la fermeture d'usines", tags: ['arts'] },
  { en: 'Measuring the health effects of air pollution in neighbourhoods', fr: "Mesurer les effets de la pollution de l'air sur la santé dans les quartiers", tags: ['science', 'medicine'] },
  { en: 'Detecting cognitive decline from everyday speech', fr: 'Détecter le déclin cognitif à partir de la parole quotidienne', tags: ['engineering', 'medicine'] },
  { en: 'Supporting the mental health of international students', fr: 'Soutenir la santé mentale des étudiants internationaux', tags: ['social-sciences', 'health-sciences', 'education'] },
  { en: 'Securing French-language health services in minority communities', fr: 'Garantir des services de santé en français dans les communautés minoritaires', tags: ['law', 'health-sciences', 'social-sciences'] },
  { en: 'Planning safe cycling networks', fr: 'Planifier des réseaux cyclables sécuritaires', tags: ['engineering'] },
  { en: 'Reducing hospital readmissions for heart failure', fr: 'Réduire les réhospitalisations pour insuffisance cardiaque', tags: ['medicine'] },
  { en: 'Setting fair rules for algorithms used in public services', fr: "Encadrer l'usage équitable des algorithmes dans les services publics", tags: ['law', 'management'] },
  { en: 'Preventing burnout among health-care workers', fr: "Prévenir l'épuisement professionnel du personnel de la santé", tags: ['management', 'health-sciences'] },
  { en: 'Building local food systems that withstand climate shocks', fr: 'Bâtir des systèmes alimentaires locaux résilients face aux chocs climatiques', tags: ['science', 'social-sciences'] },
  { en: 'Tracking antibiotic resistance in wastewater', fr: 'Suivre la résistance aux antibiotiques dans les eaux usées', tags: ['science'] },
  { en: 'Involving patients as partners in research', fr: 'Faire des patients des partenaires de recherche', tags: ['health-sciences', 'medicine', 'social-sciences'] },
  { en: 'Helping small businesses make use of open data', fr: 'Aider les petites entreprises à tirer parti des données ouvertes', tags: ['management', 'engineering'] },
  { en: "Understanding how housing affects children's success at school", fr: "Comprendre l'effet du logement sur la réussite scolaire des enfants", tags: ['education', 'social-sciences'] },
  { en: 'Recognizing the foreign credentials of health professionals', fr: 'Reconnaître les diplômes étrangers des professionnels de la santé', tags: ['law', 'management'] },
  { en: 'Keeping museums and archives accessible to everyone', fr: 'Rendre les musées et les archives accessibles à tous', tags: ['arts'] },
  { en: 'Preventing malnutrition in older adults after a hospital stay', fr: "Prévenir la dénutrition chez les aînés après un séjour à l'hôpital", tags: ['health-sciences', 'medicine'] },
  { en: 'Supporting Indigenous-led health services', fr: 'Soutenir les services de santé dirigés par les Autochtones', tags: ['health-sciences', 'law', 'social-sciences'] },
  { en: 'Narrowing the digital divide among older adults', fr: 'Réduire la fracture numérique chez les aînés', tags: ['social-sciences', 'education', 'engineering'] },
  { en: 'Detecting floods early with low-cost sensors', fr: 'Détecter tôt les inondations grâce à des capteurs à faible coût', tags: ['engineering', 'science'] },
];

/** Keywords (keys of §6.1.4) that suit each faculty; the others are drawn with a lower weight. */
export const KEYWORD_AFFINITY: Readonly<Record<string, readonly string[]>> = {
  'faculty-health-sciences': ['aging', 'public-health', 'physical-activity', 'nutrition', 'caregiving', 'community-health', 'primary-care', 'rehabilitation', 'long-term-care', 'health-equity', 'implementation-science', 'sleep', 'social-isolation'],
  'faculty-medicine': ['dementia', 'epidemiology', 'cardiovascular-health', 'diabetes', 'neuroscience', 'primary-care', 'chronic-pain', 'telehealth', 'public-health', 'sleep', 'aging'],
  'faculty-engineering': ['machine-learning', 'data-science', 'nlp', 'mobility', 'active-transportation', 'urban-planning', 'water-quality', 'climate-adaptation', 'telehealth'],
  'faculty-science': ['water-quality', 'climate-adaptation', 'data-science', 'neuroscience', 'food-systems', 'citizen-science', 'epidemiology'],
  'faculty-social-sciences': ['social-isolation', 'immigration', 'health-equity', 'qualitative-methods', 'caregiving', 'community-health', 'food-systems', 'indigenous-knowledge', 'francophonie', 'knowledge-mobilization'],
  'faculty-education': ['early-childhood', 'knowledge-mobilization', 'qualitative-methods', 'immigration', 'francophonie', 'indigenous-knowledge', 'physical-activity'],
  'faculty-arts': ['citizen-science', 'community-health', 'indigenous-knowledge', 'social-isolation', 'qualitative-methods', 'francophonie'],
  'faculty-law': ['health-policy', 'immigration', 'health-equity', 'indigenous-knowledge', 'long-term-care', 'data-science'],
  'faculty-management': ['health-policy', 'implementation-science', 'knowledge-mobilization', 'long-term-care', 'primary-care', 'telehealth'],
  none: ['data-science', 'aging', 'urban-planning', 'citizen-science', 'water-quality', 'knowledge-mobilization'],
};

export const PARTNERSHIP_DESCRIPTIONS: readonly Pair[] = [
  { en: 'Joint training sessions for front-line staff.', fr: 'Séances de formation conjointes pour le personnel de première ligne.' },
  { en: 'Co-supervision of graduate students on shared projects.', fr: "Codirection d'étudiants des cycles supérieurs dans des projets communs." },
  { en: 'Access to anonymized service data for evaluation studies.', fr: "Accès à des données de service anonymisées pour des études d'évaluation." },
  { en: "Seat on the organization's scientific advisory committee.", fr: "Siège au comité consultatif scientifique de l'organisme." },
  { en: 'Co-design of a pilot program with community members.', fr: "Conception conjointe d'un programme pilote avec des membres de la communauté." },
  { en: 'Shared knowledge-mobilization activities and public talks.', fr: 'Activités communes de mobilisation des connaissances et conférences publiques.' },
  { en: 'Evaluation of a regional prevention campaign.', fr: "Évaluation d'une campagne régionale de prévention." },
  { en: 'Field sites for data collection in partner communities.', fr: 'Sites de collecte de données dans les communautés partenaires.' },
  { en: 'Technical support for installing and maintaining sensors.', fr: "Soutien technique pour l'installation et l'entretien de capteurs." },
  { en: 'Internship placements for undergraduate students.', fr: 'Stages pour des étudiants de premier cycle.' },
  { en: "Policy briefs prepared at the organization's request.", fr: "Notes d'orientation préparées à la demande de l'organisme." },
  { en: 'Joint grant applications with matching funds.', fr: 'Demandes de subvention conjointes avec fonds de contrepartie.' },
  { en: 'Open publication of jointly collected datasets.', fr: 'Publication ouverte de jeux de données recueillis ensemble.' },
  { en: 'Workshops on research methods for staff.', fr: 'Ateliers sur les méthodes de recherche pour le personnel.' },
  { en: 'Annual forum organized together.', fr: 'Forum annuel organisé conjointement.' },
  { en: 'Shared use of a mobile research clinic.', fr: "Utilisation partagée d'une clinique mobile de recherche." },
  { en: 'Guidance on cultural safety for field teams.', fr: 'Conseils en sécurisation culturelle pour les équipes de terrain.' },
  { en: "Testing of prototypes with the organization's clients.", fr: "Essai de prototypes auprès de la clientèle de l'organisme." },
  { en: 'Co-authored reports for municipal councils.', fr: 'Rapports cosignés pour les conseils municipaux.' },
  { en: 'Secondment of a research assistant two days a week.', fr: "Détachement d'un assistant de recherche deux jours par semaine." },
  { en: 'Data-sharing agreement for air-quality monitoring.', fr: "Entente de partage de données pour la surveillance de la qualité de l'air." },
];

/** About-me sentences after the introduction (English and French say the same). */
export const ABOUT_ME_EXTRAS: readonly (Pair & { senior?: boolean })[] = [
  { en: 'I work closely with community organizations, clinicians and decision makers.', fr: 'Je travaille en étroite collaboration avec des organismes communautaires, des cliniciens et des décideurs.' },
  { en: 'My projects combine quantitative data with interviews and focus groups.', fr: 'Mes projets combinent des données quantitatives, des entretiens et des groupes de discussion.' },
  { en: 'I am especially interested in research that can be put into practice quickly.', fr: "Je m'intéresse surtout à la recherche qui peut être mise en pratique rapidement." },
  { en: 'Much of my work takes place outside large urban centres.', fr: "Une grande partie de mes travaux se déroule à l'extérieur des grands centres urbains." },
  { en: 'I supervise graduate students and welcome new collaborations.', fr: "J'encadre des étudiants des cycles supérieurs et j'accueille volontiers de nouvelles collaborations.", senior: true },
  { en: 'Our team shares its tools and data openly whenever possible.', fr: 'Notre équipe partage ses outils et ses données en accès libre chaque fois que possible.' },
  { en: 'I also teach research methods and knowledge translation.', fr: "J'enseigne aussi les méthodes de recherche et l'application des connaissances.", senior: true },
  { en: 'Patients and citizens take part in every stage of my projects.', fr: 'Des patients et des citoyens participent à chaque étape de mes projets.' },
];

export const ABOUT_ME_CLOSINGS: readonly Pair[] = [
  { en: 'I welcome inquiries from students and partners who share these interests.', fr: 'Les étudiants et les partenaires qui partagent ces intérêts peuvent me joindre en tout temps.' },
  { en: 'Outside research, I volunteer with a local literacy organization.', fr: "En dehors de la recherche, je fais du bénévolat auprès d'un organisme local d'alphabétisation." },
  { en: 'I am always glad to discuss new partnerships.', fr: 'Je discute volontiers de nouveaux partenariats.' },
  { en: 'Feel free to contact me at my work e-mail address.', fr: "N'hésitez pas à m'écrire à mon adresse courriel professionnelle." },
];

/** Sentences that lengthen the about-me texts of member #3 to about 3,900 characters. */
export const LONG_ABOUT_ME: readonly Pair[] = [
  { en: 'I trained as a geriatrician in Montréal and Toronto before completing a doctorate in clinical epidemiology, and I still see patients one day a week at a memory clinic.', fr: "J'ai été formé en gériatrie à Montréal et à Toronto avant de terminer un doctorat en épidémiologie clinique, et je vois encore des patients une journée par semaine dans une clinique de la mémoire." },
  { en: 'My clinical work shapes my research questions: most of them come from families who ask what they can do to delay the loss of independence of a parent or a spouse.', fr: "Mon travail clinique façonne mes questions de recherche : la plupart viennent de familles qui se demandent comment retarder la perte d'autonomie d'un parent ou d'un conjoint." },
  { en: 'Our laboratory follows a cohort of 2,400 adults aged 65 and over who agreed to share their health records, wearable sensor data and yearly cognitive assessments.', fr: "Notre laboratoire suit une cohorte de 2 400 adultes de 65 ans et plus qui ont accepté de partager leur dossier de santé, les données de capteurs portables et une évaluation cognitive annuelle." },
  { en: 'With engineers in the network, we build models that flag early signs of cognitive decline from sleep patterns, gait speed and changes in everyday speech.', fr: "Avec des ingénieurs du réseau, nous construisons des modèles qui repèrent les premiers signes de déclin cognitif à partir du sommeil, de la vitesse de marche et des changements dans la parole quotidienne." },
  { en: 'Every model we publish comes with a plain-language summary, an assessment of its fairness across language groups and the code needed to reproduce it.', fr: "Chaque modèle que nous publions est accompagné d'un résumé en langage clair, d'une évaluation de son équité entre groupes linguistiques et du code nécessaire pour le reproduire." },
  { en: 'I am convinced that digital tools only help when clinicians, patients and caregivers design them together, which is why our studies always include a co-design phase.', fr: "Je suis convaincu que les outils numériques n'aident que si les cliniciens, les patients et les proches aidants les conçoivent ensemble. C'est pourquoi nos études comprennent toujours une phase de coconception." },
  { en: 'A second line of work looks at long-term care homes, where we test simple changes to lighting, noise and routines that improve the sleep of residents living with dementia.', fr: "Un deuxième axe porte sur les centres d'hébergement de soins de longue durée, où nous testons des changements simples d'éclairage, de bruit et de routine qui améliorent le sommeil des résidents vivant avec une démence." },
  { en: 'We also study how caregivers use telehealth services, what they find reassuring and what makes them give up, so that health authorities can adjust their programs.', fr: "Nous étudions aussi la façon dont les proches aidants utilisent la télésanté, ce qui les rassure et ce qui les décourage, afin que les autorités de santé puissent adapter leurs programmes." },
  { en: 'Working in both official languages matters to me: francophone seniors outside Quebec often receive services in a language they master less well when they are ill.', fr: "Travailler dans les deux langues officielles me tient à cœur : les aînés francophones hors Québec reçoivent souvent des services dans une langue qu'ils maîtrisent moins bien lorsqu'ils sont malades." },
  { en: "Our team currently includes two postdoctoral fellows, four doctoral students, three master's students and a research coordinator who keeps our many partnerships running.", fr: "Notre équipe compte actuellement deux stagiaires postdoctoraux, quatre doctorants, trois étudiants à la maîtrise et une coordonnatrice qui veille au bon fonctionnement de nos nombreux partenariats." },
  { en: 'Trainees in the lab spend time in clinics and in community organizations, because I believe good questions come from seeing how care is actually delivered.', fr: "Les stagiaires du laboratoire passent du temps dans les cliniques et les organismes communautaires, car je crois que les bonnes questions naissent de l'observation des soins tels qu'ils sont donnés." },
  { en: "I chair the network's working group on data governance, which drafted the rules that members follow when they share health data across institutions.", fr: "Je préside le groupe de travail du réseau sur la gouvernance des données, qui a rédigé les règles que suivent les membres lorsqu'ils partagent des données de santé entre établissements." },
  { en: 'In recent years, I have served on grant review committees and on the editorial board of a journal devoted to aging and public health.', fr: "Ces dernières années, j'ai siégé à des comités d'évaluation de subventions et au comité de rédaction d'une revue consacrée au vieillissement et à la santé publique." },
  { en: "I regularly speak to community groups, seniors' associations and journalists about brain health, and I try to answer every question in plain words.", fr: "Je présente régulièrement nos travaux à des groupes communautaires, à des associations d'aînés et à des journalistes, en m'efforçant de répondre à chaque question en termes simples." },
  { en: 'Our next project will test whether a home-based program that combines exercise, social contact and sleep coaching can delay the need for long-term care.', fr: "Notre prochain projet vérifiera si un programme à domicile combinant activité physique, contacts sociaux et accompagnement du sommeil peut retarder le recours aux soins de longue durée." },
  { en: 'I am always looking for partners in rural regions, where distances, staff shortages and limited internet access make these questions even more pressing.', fr: "Je cherche toujours des partenaires en région rurale, où les distances, la pénurie de personnel et l'accès limité à Internet rendent ces questions encore plus pressantes." },
  { en: 'Students who join the lab learn to work with large linked datasets, but also to sit down with a family and listen to what matters most to them.', fr: "Les étudiants qui se joignent au laboratoire apprennent à travailler avec de grands ensembles de données couplées, mais aussi à s'asseoir avec une famille pour écouter ce qui compte le plus pour elle." },
  { en: 'Outside work, I coach a youth soccer team and spend as much time as I can on the lakes and trails of the Outaouais with my family.', fr: "En dehors du travail, j'entraîne une équipe de soccer jeunesse et je passe autant de temps que possible sur les lacs et les sentiers de l'Outaouais avec ma famille." },
  { en: 'If you are a clinician, a caregiver or a student with a question about memory, sleep or aging at home, I would be glad to hear from you.', fr: "Si vous êtes clinicien, proche aidant ou étudiant et que vous avez une question sur la mémoire, le sommeil ou le vieillissement à domicile, je serai heureux de vous lire." },
  { en: 'We keep a public list of our ongoing studies, with the criteria for taking part and the name of the person to contact for each of them.', fr: "Nous tenons à jour une liste publique de nos études en cours, avec les critères de participation et le nom de la personne à joindre pour chacune d'elles." },
  { en: 'Most of our results are published in open-access journals, and the datasets we are allowed to share are deposited in a national repository.', fr: "La plupart de nos résultats sont publiés dans des revues en libre accès, et les jeux de données que nous pouvons partager sont déposés dans un dépôt national." },
  { en: 'I also advise the provincial health ministry on the evaluation of its home-care programs for people living with dementia and their families.', fr: "Je conseille aussi le ministère provincial de la Santé sur l'évaluation de ses programmes de soutien à domicile destinés aux personnes vivant avec une démence et à leurs familles." },
  { en: 'Each spring, our team hosts an open house where participants of the cohort meet the researchers and hear what their contribution made possible.', fr: "Chaque printemps, notre équipe organise une journée portes ouvertes où les participants de la cohorte rencontrent les chercheurs et découvrent ce que leur contribution a rendu possible." },
];

export interface InsightPools {
  about_member: readonly string[];
  about_promotions: readonly string[];
  dream: readonly string[];
  how_can_we_help: readonly string[];
  admin_notes: readonly string[];
  other_notes: readonly string[];
}

export const INSIGHT_POOLS: InsightPools = {
  about_member: [
    'Leads a team of eight, including three doctoral students; strong ties with the regional health authority.',
    'Recently moved from a clinical role to a full-time research position.',
    'Works mostly with community organizations outside the large cities.',
    'Holds a large longitudinal dataset that other members could reuse.',
    'Heavy teaching load in the fall term; little time for network activities until January.',
    'Grand engagement auprès des organismes communautaires de la région.',
    'Runs a small industry-funded lab focused on applied prototypes.',
    'Joined the network after ten years in a provincial ministry.',
    'Co-leads two projects with First Nations partners in the north of the province.',
    'Arrivée récente dans la région, à la recherche de collaborations locales.',
  ],
  about_promotions: [
    'Shares results mainly through conference talks; would like media training.',
    'Posts open-access preprints and plain summaries on the lab website.',
    'Would like help writing plain-language summaries in French.',
    'Présente surtout ses résultats dans des colloques francophones.',
    'Has never used the network newsletter; interested in a feature article.',
    'Active on professional social networks, rarely in traditional media.',
    'Gave three radio interviews last year and enjoyed the experience.',
    'Would like a short video presenting the lab to partners.',
  ],
  dream: [
    'A permanent living lab run jointly with the city.',
    'A national caregiving cohort that follows families for ten years.',
    'Training the next generation of Indigenous health researchers in the region.',
    'Créer un centre de recherche bilingue sur la santé en milieu rural.',
    'Open tools that every municipality can use to plan safer streets.',
    'A provincial registry of home-care outcomes open to all researchers.',
    'A research chair on rural mobility within five years.',
    'Publishing a bilingual textbook for nursing students.',
  ],
  how_can_we_help: [
    'Introductions to provincial policy makers.',
    'Help finding a postdoctoral fellow with strong statistics skills.',
    'Seed funding to prepare a larger CIHR application.',
    'Aide pour trouver des partenaires industriels.',
    'A slot at the annual conference for a student workshop.',
    'Advice on data-sharing agreements with hospitals.',
    'Visibility for the lab open house in the network newsletter.',
    'Contacts at the school boards of the region.',
  ],
  admin_notes: [
    'Invite to the knowledge-mobilization committee in the spring.',
    'Follow up on the seed-fund final report.',
    'Possible keynote speaker for the 2026 conference.',
    'Prefers to be reached by phone rather than by e-mail.',
    'À relancer pour le rapport annuel du réseau.',
    'Check whether the lab still needs the shared server account.',
    'Nominate for the network mentorship award.',
    'Ask for a short bio before the spring newsletter.',
  ],
  other_notes: [
    'Interview recorded with consent; transcript kept on the network drive.',
    'Second interview planned after the sabbatical.',
    'Mentioned a possible partnership with a school board.',
    'Entrevue réalisée en français, en visioconférence.',
    'Met at the 2024 conference poster session.',
    'Interview held on site, during the lab tour.',
    'Asked that the interview notes stay internal.',
  ],
};
