/**
 * The search dictionary as installed (docs/search.md "The dictionary"): groups of words and
 * phrases that mean the same job, in English and French, with Nigerian usage. Migration
 * 1734400000000 writes them into `synonyms` when that table is empty; from then on the back office
 * (Search synonyms) edits them and a search reads the table.
 *
 * - `en`, `fr`: equivalent names. Any of them finds listings holding any other ("plombier" finds
 *   "plumber" and "plumbing"; "plumbing" finds "plombier").
 * - `related`: words these names also find, which do not find them back ("plumber" finds a
 *   "leaking kitchen sink"; "sink" does not find every plumbing job). Either language.
 *
 * Each word is stemmed when it is read, so one form per word is enough ("cleaner" covers
 * "cleaners"); a phrase matches its words in order. Every category of the demo data and the
 * common trades of short-term work have a group; bench/relevance/ holds the queries they answer.
 */
export interface SynonymGroup {
  en: readonly string[];
  fr: readonly string[];
  related?: readonly string[];
}

export const DEFAULT_SYNONYMS: readonly SynonymGroup[] = [
  // Cleaning
  {
    en: ['cleaner', 'cleaning', 'house cleaning', 'home cleaning', 'office cleaning', 'deep clean', 'housekeeping', 'housekeeper', 'janitor', 'janitorial', 'maid', 'cleaning lady'],
    fr: ['ménage', 'femme de ménage', 'agent de ménage', 'nettoyage', 'nettoyeur', 'nettoyeuse', "agent d'entretien", 'technicien de surface'],
    related: ['mopping', 'sweeping', 'dusting', 'room attendant', 'serpillière', 'balayage'],
  },
  { en: ['laundry', 'laundryman', 'dry cleaning', 'ironing', 'washing and ironing'], fr: ['blanchisserie', 'lessive', 'repassage', 'pressing', 'linge'] },
  { en: ['fumigation', 'fumigator', 'pest control'], fr: ['désinsectisation', 'dératisation', 'fumigation'] },
  // Delivery & Logistics
  {
    en: ['driver', 'driving', 'chauffeur', 'dispatch rider', 'dispatch', 'rider', 'bike man', 'bikeman', 'okada man', 'okada rider', 'delivery rider', 'delivery man', 'bike rider', 'courier', 'motorcycle dispatch', 'van driver', 'cab driver'],
    fr: ['chauffeur', 'livreur', 'coursier', 'conducteur', 'livraison à moto', 'livreur à moto', 'conduite'],
  },
  { en: ['delivery', 'deliver', 'parcel delivery', 'logistics', 'parcel', 'parcels'], fr: ['livraison', 'livrer', 'logistique', 'colis'] },
  { en: ['errand', 'errand runner', 'errands', 'grocery run', 'shopping run'], fr: ['courses', 'commissions', 'faire les courses'] },
  { en: ['mover', 'movers', 'moving', 'house move', 'relocation', 'loader', 'loading', 'packer'], fr: ['déménagement', 'déménageur', 'manutentionnaire', 'manutention'] },
  // Events
  { en: ['usher', 'hostess', 'event staff', 'protocol officer'], fr: ['hôtesse', "hôtesse d'accueil", "hôte d'accueil", 'placeur', 'placeuse'] },
  {
    en: ['decorator', 'event decorator', 'decoration', 'event decoration', 'decor', 'balloon decor'],
    fr: ['décorateur', 'décoratrice', 'décoration', "décoration d'événements"],
    related: ['balloon arch', 'backdrop', 'arche de ballons'],
  },
  { en: ['mc', 'emcee', 'compere', 'master of ceremonies', 'host', 'hype man'], fr: ['maître de cérémonie', 'animateur', 'animatrice', 'présentateur'] },
  { en: ['dj', 'deejay', 'disc jockey'], fr: ['disc-jockey'] },
  { en: ['event planner', 'event planning', 'wedding planner', 'event organiser'], fr: ["organisateur d'événements", "organisation d'événements"] },
  { en: ['wedding', 'wedding reception', 'marriage'], fr: ['mariage', 'réception de mariage'] },
  { en: ['birthday', 'birthday party'], fr: ['anniversaire'] },
  { en: ['party', 'owambe', 'celebration'], fr: ['fête', 'soirée'] },
  { en: ['security guard', 'security', 'guard', 'watchman', 'gateman', 'gate man', 'bouncer', 'security steward'], fr: ['agent de sécurité', 'vigile', 'gardien', 'sécurité'] },
  { en: ['bartender', 'barman', 'barmaid', 'mixologist'], fr: ['barman', 'barmaid', 'serveur de bar'] },
  { en: ['makeup artist', 'make-up artist', 'mua', 'makeup'], fr: ['maquilleur', 'maquilleuse', 'maquillage'] },
  { en: ['hairdresser', 'hair stylist', 'barber', 'braider'], fr: ['coiffeur', 'coiffeuse', 'coiffure'] },
  // Repairs & Maintenance
  {
    en: ['plumber', 'plumbing', 'pipe fitter', 'plumbing work'],
    fr: ['plombier', 'plomberie'],
    related: ['sink', 'tap', 'faucet', 'burst pipe', 'pipe', 'shower', 'toilet', 'water heater', 'water closet', 'évier', 'robinet', 'tuyau', 'chauffe-eau', 'douche', "fuite d'eau"],
  },
  {
    en: ['electrician', 'electrical', 'electrical work', 'electrical wiring', 'wiring', 'rewire', 'rewiring', 'electric'],
    fr: ['électricien', 'électricité', 'câblage électrique', 'installation électrique', 'câblage'],
    related: ['socket', 'changeover', 'light fitting', 'prise électrique', 'disjoncteur'],
  },
  { en: ['painter', 'painting', 'paint', 'repaint', 'house painting'], fr: ['peintre', 'peinture', 'peindre', 'repeindre'], related: ['emulsion'] },
  // A leak is a plumber's first, a roofer's too: its words find both ("fuite d'eau" finds a leaking sink).
  { en: ['leak', 'leaking', 'leakage', 'water leak'], fr: ['fuite', "fuite d'eau"] },
  { en: ['carpenter', 'carpentry', 'joiner', 'woodwork', 'furniture maker'], fr: ['menuisier', 'menuiserie', 'charpentier', 'ébéniste'], related: ['wardrobe', 'armoire'] },
  { en: ['repair', 'fix', 'fixing', 'maintenance', 'servicing'], fr: ['réparation', 'réparer', 'dépannage', 'entretien', 'maintenance'] },
  { en: ['ac', 'air conditioner', 'air conditioning', 'aircon', 'ac technician', 'split unit', 'hvac'], fr: ['climatiseur', 'climatisation', 'clim', 'frigoriste'] },
  { en: ['generator', 'gen', 'genset', 'generator mechanic'], fr: ['groupe électrogène', 'générateur'] },
  { en: ['solar', 'solar panel', 'solar installer', 'inverter'], fr: ['panneau solaire', 'solaire', 'onduleur', 'installateur solaire'] },
  { en: ['welder', 'welding', 'fabricator'], fr: ['soudeur', 'soudure'] },
  { en: ['mason', 'bricklayer', 'masonry', 'tiler', 'tiling', 'tiles'], fr: ['maçon', 'maçonnerie', 'carreleur', 'carrelage'] },
  { en: ['roofer', 'roofing', 'roof'], fr: ['couvreur', 'toiture', 'toit'] },
  { en: ['mechanic', 'auto mechanic', 'car repair', 'vehicle repair'], fr: ['mécanicien', 'garagiste', 'réparation auto'] },
  { en: ['vulcanizer', 'vulcaniser', 'tyre repair', 'tire repair', 'tyre'], fr: ['vulcanisateur', 'réparation de pneus', 'pneu'] },
  { en: ['panel beater', 'panel beating', 'body repair'], fr: ['carrossier', 'carrosserie'] },
  { en: ['car wash', 'car washer', 'car detailing'], fr: ['lavage auto', 'lavage de voiture', 'laveur de voitures'] },
  { en: ['pop ceiling', 'false ceiling', 'plasterer'], fr: ['faux plafond', 'plâtrier'] },
  { en: ['labourer', 'laborer', 'casual worker', 'site labourer'], fr: ['manœuvre', 'ouvrier', 'journalier'] },
  { en: ['gardener', 'gardening', 'landscaping', 'lawn mowing'], fr: ['jardinier', 'jardinage', 'paysagiste'] },
  // Tech & Digital
  {
    en: ['web developer', 'website', 'web development', 'web design', 'developer', 'programmer', 'coder'],
    fr: ['développeur web', 'site web', 'site internet', 'développement web', 'développeur', 'programmeur'],
  },
  { en: ['social media manager', 'social media', 'social media management', 'community manager'], fr: ['gestion des réseaux sociaux', 'réseaux sociaux', 'gestionnaire de réseaux sociaux'], related: ['instagram', 'facebook', 'tiktok'] },
  { en: ['data entry', 'typist', 'typing', 'data capture', 'data entry clerk'], fr: ['saisie de données', 'saisie', 'opérateur de saisie', 'dactylo'] },
  {
    en: ['it support', 'tech support', 'computer repair', 'laptop repair', 'it technician', 'computer technician'],
    fr: ['support informatique', 'informaticien', 'dépannage informatique', "réparation d'ordinateur", 'technicien informatique'],
    related: ['wifi', 'network', 'réseau'],
  },
  { en: ['cctv', 'security camera', 'cctv installation'], fr: ['vidéosurveillance', 'caméra de surveillance'] },
  { en: ['graphic designer', 'graphic design', 'designer', 'logo design', 'flyer design', 'branding'], fr: ['graphiste', 'infographiste', 'graphisme', 'création de logo'], related: ['logo', 'flyer'] },
  { en: ['coding', 'programming'], fr: ['programmation', 'codage'] },
  // Tutoring
  {
    en: ['tutor', 'tutoring', 'teacher', 'lesson', 'home lesson', 'private lesson', 'coaching', 'home tutor', 'tuition', 'class'],
    fr: ['professeur', 'prof', 'cours', 'cours particulier', 'soutien scolaire', 'répétiteur', 'enseignant', 'enseignante'],
  },
  { en: ['maths', 'math', 'mathematics', 'further maths'], fr: ['mathématiques', 'maths', 'math'] },
  { en: ['french', 'french language'], fr: ['français', 'langue française'] },
  { en: ['english', 'english language'], fr: ['anglais', 'langue anglaise'] },
  { en: ['physics'], fr: ['physique'] },
  { en: ['chemistry'], fr: ['chimie'] },
  { en: ['piano', 'music', 'music lesson'], fr: ['piano', 'musique', 'cours de musique'] },
  { en: ['exam preparation', 'exam prep', 'exam', 'waec', 'jamb', 'neco'], fr: ['préparation aux examens', 'examen'] },
  { en: ['children', 'kids', 'child', 'pupil', 'pupils', 'student'], fr: ['enfants', 'enfant', 'élève', 'élèves'] },
  { en: ['nanny', 'babysitter', 'baby sitter', 'house help', 'househelp', 'childminder', 'caregiver'], fr: ['nounou', 'baby-sitter', "garde d'enfants", 'aide à domicile'] },
  // Hospitality
  // A cook, a caterer and a pastry chef are three trades that each find the others' jobs too.
  {
    en: ['cook', 'cooking', 'chef', 'private chef'],
    fr: ['cuisinier', 'cuisinière', 'cuisine', 'chef cuisinier'],
    related: ['caterer', 'catering', 'pastry chef', 'jollof', 'fried rice', 'suya', 'pepper soup'],
  },
  { en: ['caterer', 'catering'], fr: ['traiteur', 'service traiteur'], related: ['cook', 'chef', 'small chops', 'jollof'] },
  { en: ['pastry chef', 'pastry', 'cake maker'], fr: ['pâtissier', 'pâtissière', 'pâtisserie'], related: ['baker', 'bakery', 'cake', 'cook', 'chef'] },
  { en: ['waiter', 'waitress', 'serving staff', 'server'], fr: ['serveur', 'serveuse', 'service en salle'], related: ['steward'] },
  { en: ['receptionist', 'front desk', 'front office'], fr: ['réceptionniste', 'accueil'] },
  { en: ['hotel', 'guest house'], fr: ['hôtel', "maison d'hôtes"] },
  { en: ['barista', 'coffee'], fr: ['barista', 'café'] },
  { en: ['baker', 'bakery', 'baking'], fr: ['boulanger', 'boulangère', 'boulangerie'] },
  // Creative
  { en: ['photographer', 'photography', 'photo shoot', 'photoshoot'], fr: ['photographe', 'photographie', 'séance photo', 'shooting photo'] },
  { en: ['video editor', 'video editing', 'videographer', 'video', 'cameraman', 'video production'], fr: ['vidéaste', 'montage vidéo', 'monteur vidéo', 'caméraman', 'vidéo'], related: ['youtube', 'footage'] },
  { en: ['writer', 'copywriter', 'copywriting', 'content writer', 'blog writer', 'article'], fr: ['rédacteur', 'rédactrice', 'rédaction', 'rédaction publicitaire'], related: ['blog'] },
  { en: ['translator', 'translation', 'interpreter'], fr: ['traducteur', 'traductrice', 'traduction', 'interprète'] },
  { en: ['tailor', 'seamstress', 'dressmaker', 'sewing', 'fashion designer'], fr: ['couturier', 'couturière', 'tailleur', 'couture'], related: ['aso-ebi', 'aso ebi'] },
  { en: ['illustrator', 'illustration', 'animator', 'animation'], fr: ['illustrateur', 'illustration', 'animation'] },
  { en: ['voice-over', 'voice over', 'voice artist'], fr: ['voix off', 'doublage'] },
  // Office and sales
  { en: ['customer service', 'customer care', 'call centre agent', 'call center agent'], fr: ['service client', 'téléconseiller', 'téléconseillère'] },
  { en: ['bookkeeper', 'bookkeeping', 'accountant', 'accounting'], fr: ['comptable', 'comptabilité', 'tenue de livres'] },
  { en: ['sales rep', 'salesperson', 'sales', 'shop attendant', 'sales girl'], fr: ['vendeur', 'vendeuse', 'vente'] },
  // Places and words of a job
  { en: ['house', 'home', 'flat', 'apartment'], fr: ['maison', 'appartement', 'domicile'] },
  { en: ['office'], fr: ['bureau'] },
  { en: ['urgent', 'asap', 'immediately'], fr: ['urgent', 'urgence'] },
];
