/**
 * Keyword pools of the large-network generator (spec 6-data-and-beyond §6.2.3 "Keywords"): at
 * least 250 bilingual base terms and 20 bilingual qualifiers, an English qualifier in front
 * ("pediatric …") and a French one behind ("… pédiatrique"). Each line is "English|French".
 */
const pairs = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => {
      const [en, fr] = line.split('|') as [string, string];
      return { en: en.trim(), fr: fr.trim() };
    });

export const KEYWORD_BASES = pairs(`
aging|vieillissement
public health|santé publique
health policy|politiques de santé
caregiving|proche aidance
long-term care|soins de longue durée
implementation science|science de la mise en œuvre
mobility|mobilité
active transportation|transport actif
urban planning|urbanisme
telehealth|télésanté
data science|science des données
machine learning|apprentissage automatique
citizen science|science citoyenne
mental health|santé mentale
food security|sécurité alimentaire
nutrition|nutrition
obesity|obésité
diabetes|diabète
cardiology|cardiologie
oncology|oncologie
palliative care|soins palliatifs
primary care|soins primaires
emergency medicine|médecine d'urgence
epidemiology|épidémiologie
biostatistics|biostatistique
genomics|génomique
immunology|immunologie
infectious diseases|maladies infectieuses
vaccination|vaccination
antimicrobial resistance|résistance aux antimicrobiens
health equity|équité en santé
social determinants of health|déterminants sociaux de la santé
health economics|économie de la santé
health services research|recherche sur les services de santé
nursing|sciences infirmières
rehabilitation|réadaptation
physiotherapy|physiothérapie
occupational therapy|ergothérapie
speech therapy|orthophonie
dementia|démence
stroke|accident vasculaire cérébral
chronic pain|douleur chronique
sleep|sommeil
physical activity|activité physique
sport|sport
sedentary behaviour|sédentarité
addiction|dépendance
harm reduction|réduction des méfaits
homelessness|itinérance
housing|logement
poverty|pauvreté
social inclusion|inclusion sociale
disability|handicap
accessibility|accessibilité
gender|genre
sexual health|santé sexuelle
maternal health|santé maternelle
perinatal care|soins périnataux
early childhood|petite enfance
adolescence|adolescence
youth|jeunesse
families|familles
education|éducation
literacy|littératie
numeracy|numératie
higher education|enseignement supérieur
teacher training|formation des enseignants
educational technology|technologie éducative
distance learning|formation à distance
inclusive education|éducation inclusive
language learning|apprentissage des langues
bilingualism|bilinguisme
immigration|immigration
refugees|personnes réfugiées
employment|emploi
labour markets|marchés du travail
entrepreneurship|entrepreneuriat
innovation|innovation
social economy|économie sociale
cooperatives|coopératives
rural development|développement rural
regional development|développement régional
agriculture|agriculture
fisheries|pêches
forestry|foresterie
water quality|qualité de l'eau
water governance|gouvernance de l'eau
climate change|changements climatiques
climate adaptation|adaptation climatique
biodiversity|biodiversité
ecology|écologie
conservation|conservation
environmental health|santé environnementale
air quality|qualité de l'air
urban heat|chaleur urbaine
renewable energy|énergie renouvelable
energy efficiency|efficacité énergétique
sustainable buildings|bâtiments durables
circular economy|économie circulaire
waste management|gestion des déchets
transportation|transports
public transit|transport en commun
road safety|sécurité routière
smart cities|villes intelligentes
artificial intelligence|intelligence artificielle
deep learning|apprentissage profond
natural language processing|traitement automatique des langues
computer vision|vision par ordinateur
robotics|robotique
cybersecurity|cybersécurité
privacy|vie privée
data governance|gouvernance des données
open data|données ouvertes
open science|science ouverte
digital health|santé numérique
health informatics|informatique de la santé
electronic health records|dossiers de santé électroniques
wearable sensors|capteurs portables
mobile health|santé mobile
virtual reality|réalité virtuelle
human-computer interaction|interaction humain-machine
software engineering|génie logiciel
high-performance computing|calcul haute performance
quantum computing|informatique quantique
materials science|science des matériaux
nanotechnology|nanotechnologie
biomedical engineering|génie biomédical
medical imaging|imagerie médicale
prosthetics|prothèses
pharmacology|pharmacologie
drug safety|sécurité des médicaments
clinical trials|essais cliniques
patient engagement|engagement des patients
patient safety|sécurité des patients
quality improvement|amélioration de la qualité
knowledge translation|application des connaissances
evidence synthesis|synthèse des données probantes
systematic reviews|revues systématiques
qualitative methods|méthodes qualitatives
mixed methods|méthodes mixtes
community-based research|recherche communautaire
participatory research|recherche participative
program evaluation|évaluation de programmes
health promotion|promotion de la santé
prevention|prévention
screening|dépistage
injury prevention|prévention des blessures
falls|chutes
frailty|fragilité
multimorbidity|multimorbidité
polypharmacy|polypharmacie
loneliness|solitude
social isolation|isolement social
intergenerational relations|relations intergénérationnelles
retirement|retraite
pensions|régimes de retraite
social policy|politiques sociales
public administration|administration publique
governance|gouvernance
law|droit
human rights|droits de la personne
criminology|criminologie
justice|justice
policing|maintien de l'ordre
violence prevention|prévention de la violence
family violence|violence familiale
child protection|protection de l'enfance
trauma|traumatisme
resilience|résilience
wellbeing|bien-être
happiness|bonheur
psychology|psychologie
neuroscience|neurosciences
cognition|cognition
memory|mémoire
autism|autisme
ADHD|TDAH
depression|dépression
anxiety|anxiété
suicide prevention|prévention du suicide
psychotherapy|psychothérapie
peer support|soutien par les pairs
arts|arts
music|musique
theatre|théâtre
visual arts|arts visuels
cultural heritage|patrimoine culturel
museums|musées
history|histoire
archaeology|archéologie
philosophy|philosophie
ethics|éthique
bioethics|bioéthique
religion|religion
linguistics|linguistique
translation|traduction
journalism|journalisme
media|médias
communication|communication
social media|médias sociaux
misinformation|désinformation
democracy|démocratie
elections|élections
international relations|relations internationales
development studies|études du développement
global health|santé mondiale
humanitarian aid|aide humanitaire
migration|migration
demography|démographie
geography|géographie
geomatics|géomatique
remote sensing|télédétection
oceans|océans
Arctic|Arctique
northern communities|communautés nordiques
Indigenous knowledge|savoirs autochtones
reconciliation|réconciliation
land use|aménagement du territoire
architecture|architecture
design|design
tourism|tourisme
recreation|loisirs
finance|finance
accounting|comptabilité
management|gestion
marketing|marketing
supply chains|chaînes d'approvisionnement
logistics|logistique
workplace health|santé au travail
occupational safety|sécurité au travail
ergonomics|ergonomie
organizational behaviour|comportement organisationnel
leadership|leadership
human resources|ressources humaines
economics|économie
econometrics|économétrie
statistics|statistique
mathematics|mathématiques
physics|physique
chemistry|chimie
biology|biologie
microbiology|microbiologie
biochemistry|biochimie
cell biology|biologie cellulaire
bioinformatics|bio-informatique
environmental chemistry|chimie de l'environnement
toxicology|toxicologie
veterinary medicine|médecine vétérinaire
One Health|Une seule santé
zoonoses|zoonoses
pandemic preparedness|préparation aux pandémies
health workforce|main-d'œuvre en santé
home care|soins à domicile
hospital care|soins hospitaliers
surgery|chirurgie
anesthesia|anesthésie
dentistry|médecine dentaire
vision care|soins de la vue
hearing loss|perte auditive
kidney disease|maladie rénale
respiratory health|santé respiratoire
asthma|asthme
arthritis|arthrite
osteoporosis|ostéoporose
`);

/** Qualifiers: the English one goes before the base term, the French one after it. */
export const KEYWORD_QUALIFIERS = pairs(`
pediatric|pédiatrique
geriatric|gériatrique
community|communautaire
digital|numérique
clinical|clinique
Indigenous|autochtone
rural|en milieu rural
urban|en milieu urbain
northern|dans le Nord
francophone|en contexte francophone
comparative|en perspective comparée
systemic|systémique
global|à l'échelle mondiale
regional|à l'échelle régionale
economic|économique
interdisciplinary|interdisciplinaire
ethical|éthique
sustainable|durable
holistic|holistique
critical|critique
`);
