/**
 * The French names of the default reference rows, by English name (docs/i18n.md, "Reference data
 * in French"): the seed writes them with new rows, migration 1734200000000 on rows already there.
 * A name missing here has no French name and is answered in English.
 */

export const CATEGORY_NAMES_FR: Readonly<Record<string, string>> = {
  Cleaning: 'Ménage',
  'Delivery & Logistics': 'Livraison et logistique',
  Events: 'Événements',
  'Repairs & Maintenance': 'Réparations et entretien',
  'Tech & Digital': 'Technologie et numérique',
  Tutoring: 'Soutien scolaire',
  Hospitality: 'Hôtellerie et restauration',
  Creative: 'Création',
};

export const INDUSTRY_NAMES_FR: Readonly<Record<string, string>> = {
  Agriculture: 'Agriculture',
  Construction: 'Bâtiment et travaux publics',
  Education: 'Éducation',
  Energy: 'Énergie',
  Fashion: 'Mode',
  'Financial Services': 'Services financiers',
  Healthcare: 'Santé',
  Hospitality: 'Hôtellerie et restauration',
  Logistics: 'Logistique',
  'Media & Entertainment': 'Médias et divertissement',
  'Real Estate': 'Immobilier',
  Retail: 'Commerce de détail',
  Technology: 'Technologie',
  Telecommunications: 'Télécommunications',
};

export const JOB_TYPE_NAMES_FR: Readonly<Record<string, string>> = {
  'One-off': 'Ponctuel',
  'Part-time': 'Temps partiel',
  'Full day': 'Journée entière',
  Weekend: 'Week-end',
  Remote: 'À distance',
  'Night shift': 'Travail de nuit',
};

export const SKILL_NAMES_FR: Readonly<Record<string, string>> = {
  Plumbing: 'Plomberie',
  'Electrical wiring': 'Câblage électrique',
  Carpentry: 'Menuiserie',
  Painting: 'Peinture',
  Driving: 'Conduite',
  'Motorcycle dispatch': 'Livraison à moto',
  Cooking: 'Cuisine',
  'Event decoration': 'Décoration d’événements',
  Photography: 'Photographie',
  'Video editing': 'Montage vidéo',
  'Graphic design': 'Graphisme',
  Copywriting: 'Rédaction publicitaire',
  'Social media management': 'Gestion des réseaux sociaux',
  'Web development': 'Développement web',
  'Data entry': 'Saisie de données',
  'Mathematics tutoring': 'Cours de mathématiques',
  'English tutoring': 'Cours d’anglais',
  'House cleaning': 'Ménage à domicile',
  'Customer service': 'Service client',
  Bookkeeping: 'Tenue de comptabilité',
};

/**
 * The states are proper nouns and keep their name in French ("Lagos", "Cross River"); only the
 * Federal Capital Territory has a French one. The others get their own name, so the back office
 * shows them as done rather than missing.
 */
export function stateNameFr(name: string): string {
  return name === 'Federal Capital Territory' ? 'Territoire de la capitale fédérale' : name;
}
