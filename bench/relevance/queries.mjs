// The judged query set of bench/relevance.mjs (docs/search.md "Measured: does search find?").
//
// Each query is what a freelancer types, with the jobs that should come first, judged from what the
// person means, never from what the search answers. Listing ids differ from run to run, so a job is
// judged by its content: the task its title starts with (a title of the demo data's JOB_TEMPLATES,
// api/src/seed/demo-data.ts, or a task of the realistic generator's CATEGORY_TASKS,
// api/src/seed/listing-vocabulary.ts; the demo's "Today: " prefix aside) and, when the query names a
// place, where it is (a relevant job must be in that state or LGA).
//
// Grades: 2 = what the person asked for, 1 = a reasonable related job they would be glad to see.
// Kinds: trade (a trade or job name), phrase (several words that name one thing), typo, place (a
// place among the words), short (a two-letter word), partial (no job holds every word).
// `note` says why, where the judgement is not obvious; the runner prints it beside a failure.

/** The tasks, in groups of one meaning (every name is checked against the generators by the runner). */
const CLEAN_HOME = [
  'Deep clean of a 3-bedroom flat',
  'Weekly home cleaning',
  'Move-out cleaning',
  'Kitchen degreasing',
  'Carpet and rug shampooing',
  'Sofa upholstery cleaning',
  'Window washing for a storey building',
];
const CLEAN_OFFICE = ['Post-construction office cleaning', 'Office cleaning after renovation'];
const CLEAN_OTHER = [
  'Compound sweeping and gutter clearing',
  'Water tank washing',
  'Cleanup crew after a party',
  'Hotel housekeeping cover',
  'Room attendant for a guest house',
];
const CLEANING = [...CLEAN_HOME, ...CLEAN_OFFICE, ...CLEAN_OTHER];
const LAUNDRY = ['Laundry and ironing'];
const FUMIGATION = ['Fumigation of a warehouse'];

const RIDER = ['Dispatch rider for same-day deliveries', 'Dispatch rider for parcels', 'Bike rider for food orders'];
const DELIVERIES = [
  'Courier for legal documents',
  'Pharmacy deliveries',
  'Cake delivery across town',
  'Interstate parcel pickup',
];
const DRIVER = ['Van driver for a house move', 'Airport pickup driver'];
const MOVING = ['Help moving office furniture', 'Office furniture moving', 'Van driver for a house move'];
const LOADING = ['Loading a 20ft container', 'Warehouse stock counting'];
const ERRANDS = ['Market errands and grocery runs'];

const USHERS = ['Ushers for a wedding reception'];
const DECOR = ['Event decorator for birthday party', 'Decorator for a birthday party', 'Balloon arch and backdrop'];
const MC = ['MC for a corporate end-of-year party', 'MC for an owambe'];
const DJ = ['DJ for a naming ceremony'];
const EVENT_SETUP = ['Canopy and chairs setup'];
const BARTENDER = ['Bartender for a product launch'];
const MAKEUP = ['Makeup artist for a bride'];
const SECURITY = ['Security stewards for a concert'];
const CATERING = ['Small chops caterer', 'Jollof rice for 200 guests', 'Suya grill for an event'];

const PLUMBING = ['Fix leaking kitchen sink and shower', 'Fix a leaking kitchen sink', 'Fix a burst pipe'];
const WATER_HEATER = ['Install a water heater'];
const ELECTRICAL = ['Rewire a 2-bedroom apartment', 'Rewire a faulty socket'];
const SOLAR = ['Inverter and solar panel check'];
const GENERATOR = ['Generator servicing'];
const PAINTING = ['Paint living room and two bedrooms', 'Repaint a living room'];
const MURAL = ['Mural painting for a cafe'];
const CARPENTRY = ['Carpenter to fix wardrobe doors'];
const AC = ['Service a split air conditioner'];
const TILES = ['Replace broken floor tiles'];
const ROOF = ['Roof leak patching'];
const WELDING = ['Welder for a steel gate'];

const WEBSITE = ['Build a small business website', 'Build a shop website'];
const SOCIAL = ['Social media manager for a month', 'Manage Instagram pages'];
const DATA_ENTRY = ['Data entry of customer records', 'Data entry for inventory'];
const WIFI = ['Set up office wifi'];
const LAPTOP = ['Laptop repair and upgrade'];
const LOGO = ['Design a logo and flyer', 'Design a company logo'];
const FLYERS = ['Design event flyers'];
const EXCEL = ['Excel dashboard for sales'];
const CCTV = ['Install CCTV cameras'];
const EMAIL = ['Migrate emails to a new domain'];
const APP = ['Fix a slow Android app'];
const POS = ['Point of sale setup'];
const ADS = ['Google Ads campaign'];

const MATHS = ['WAEC mathematics lessons', 'Mathematics tutor for JSS3', 'Further maths crash course'];
const ENGLISH = ['English tutor for primary pupils', 'JAMB English preparation', 'IELTS speaking practice'];
const SCIENCE = ['WAEC physics coaching', 'Chemistry practicals revision'];
const FRENCH = ['French lessons for adults'];
const PIANO = ['Piano lessons for kids'];
const HOMEWORK = ['Primary school homework help'];
const OTHER_LESSONS = ['Coding class for teenagers', 'Yoruba lessons', 'Quran recitation teacher'];
const TUTORING = [...MATHS, ...ENGLISH, ...SCIENCE, ...FRENCH, ...PIANO, ...HOMEWORK, ...OTHER_LESSONS];

const COOK = ['Cook for a family gathering', 'Cook for a family of five', 'Private chef for a dinner'];
const PASTRY = ['Pastry chef for a bakery'];
const KITCHEN_HELP = ['Kitchen porter', 'Pepper soup joint assistant'];
const WAITERS = ['Waiters for a hotel conference', 'Waiters for a restaurant weekend'];
const BARISTA = ['Barista for a coffee stand'];
const RECEPTION = ['Front desk receptionist'];
const HOUSEKEEPING = ['Hotel housekeeping cover', 'Room attendant for a guest house'];

const PHOTO = [
  'Photographer for product shoot',
  'Product photography for an online store',
  'Portrait shoot for a CEO',
  'Photographer for a graduation',
];
const VIDEO_EDIT = ['Edit a 10-minute YouTube video', 'Edit a wedding video'];
const DRONE = ['Drone footage of an estate'];
const ILLUSTRATION = ['Illustrate a children’s book'];
const ANIMATION = ['Animate a short explainer'];
const TRANSLATION = ['Translate a brochure to French'];
const TAILOR = ['Tailor for aso-ebi outfits'];

/** What a trade finds, shared by its names in both languages. */
const J = {
  cleaner: { 2: CLEANING, 1: [...LAUNDRY, ...FUMIGATION] },
  houseCleaning: { 2: CLEAN_HOME, 1: [...CLEAN_OFFICE, ...CLEAN_OTHER, ...LAUNDRY] },
  plumber: { 2: PLUMBING, 1: WATER_HEATER },
  electrician: { 2: ELECTRICAL, 1: [...SOLAR, ...GENERATOR, ...CCTV] },
  driver: { 2: DRIVER, 1: [...RIDER, ...DELIVERIES] },
  rider: { 2: [...RIDER, ...DELIVERIES], 1: DRIVER },
  painter: { 2: PAINTING, 1: MURAL },
  security: { 2: SECURITY },
  cook: { 2: [...COOK, ...PASTRY], 1: [...CATERING, ...KITCHEN_HELP] },
  caterer: {
    2: [...CATERING, 'Cook for a family gathering'],
    1: ['Cook for a family of five', 'Private chef for a dinner', ...PASTRY],
  },
  waiter: { 2: WAITERS, 1: [...BARTENDER, ...BARISTA, ...USHERS] },
  tutor: { 2: TUTORING },
  photographer: { 2: PHOTO, 1: [...DRONE, ...VIDEO_EDIT] },
  mc: { 2: MC, 1: DJ },
  dj: { 2: DJ, 1: MC },
  ac: { 2: AC },
  makeup: { 2: MAKEUP },
  carpenter: { 2: CARPENTRY },
  welder: { 2: WELDING },
  bartender: { 2: BARTENDER, 1: [...WAITERS, ...BARISTA] },
  receptionist: { 2: RECEPTION },
  usher: { 2: USHERS },
  decorator: { 2: DECOR, 1: EVENT_SETUP },
  webDeveloper: { 2: WEBSITE, 1: APP },
  designer: { 2: [...LOGO, ...FLYERS], 1: [...ILLUSTRATION, ...ANIMATION] },
  videoEditor: { 2: VIDEO_EDIT, 1: [...DRONE, ...ANIMATION] },
  movers: { 2: MOVING, 1: LOADING },
  tailor: { 2: TAILOR },
  translator: { 2: TRANSLATION },
  fumigation: { 2: FUMIGATION },
  laundry: { 2: LAUNDRY, 1: HOUSEKEEPING },
  generator: { 2: GENERATOR, 1: SOLAR },
  dataEntry: { 2: DATA_ENTRY, 1: EXCEL },
  socialMedia: { 2: SOCIAL, 1: ADS },
  laptop: { 2: LAPTOP, 1: WIFI },
  cctv: { 2: CCTV },
  logo: { 2: LOGO, 1: FLYERS },
  website: { 2: WEBSITE },
  maths: { 2: MATHS, 1: [...SCIENCE, ...HOMEWORK] },
  english: { 2: ENGLISH, 1: [...FRENCH, 'Yoruba lessons', ...HOMEWORK] },
  french: { 2: FRENCH, 1: [...TRANSLATION, 'Yoruba lessons'] },
  piano: { 2: PIANO },
  photoWedding: { 2: PHOTO, 1: VIDEO_EDIT },
  plumberElectrician: { 2: [...PLUMBING, ...ELECTRICAL], 1: WATER_HEATER },
  finishingTrades: { 2: [...PAINTING, ...CARPENTRY, ...TILES] },
  weddingCook: { 2: [...CATERING, ...COOK], 1: PASTRY },
};

const q = (text, lang, kinds, grades, extra = {}) => ({ q: text, lang, kinds, grades, ...extra });
const LAGOS = { state: 'Lagos' };
const FCT = { state: 'Federal Capital Territory' };
const OYO = { state: 'Oyo' };
const RIVERS = { state: 'Rivers' };
const KANO = { state: 'Kano' };
const ENUGU = { state: 'Enugu' };
const KADUNA = { state: 'Kaduna' };
const IKEJA = { lga: 'Ikeja', state: 'Lagos' };
const ETI_OSA = { lga: 'Eti Osa', state: 'Lagos' };

const ABUJA_NOTE =
  'People say "Abuja" for the FCT as a whole: judged on the state, which holds the city\'s council (AMAC).';
const IBADAN_NOTE = "Ibadan is Oyo's capital: every Oyo job of the data sets lies around it, so judged on the state.";
const PORT_HARCOURT_NOTE =
  'Port Harcourt as people mean it spreads over Port Harcourt and Obio/Akpor LGAs: judged on Rivers state.';
const LEKKI_NOTE =
  'Lekki is in Eti Osa LGA; the seed scatters Lagos jobs within 0.1 degree of Ikeja, so no job is there: nothing to find, the answer should say so and name the wider area.';

export const QUERIES = [
  // English: trades
  q('cleaner', 'en', ['trade'], J.cleaner),
  q('plumber', 'en', ['trade'], J.plumber),
  q('plumbing', 'en', ['trade'], J.plumber),
  q('electrician', 'en', ['trade'], J.electrician, {
    note: 'Solar, generator and CCTV work is what electricians are also hired for.',
  }),
  q('driver', 'en', ['trade'], J.driver, {
    note: 'A dispatch rider or courier drives too: related, not what was asked.',
  }),
  q('painter', 'en', ['trade'], J.painter),
  q('painting', 'en', ['trade'], J.painter, {
    note: 'A mural is painting, but a person typing "painting" on a job board mostly means walls.',
  }),
  q('security guard', 'en', ['trade', 'phrase'], J.security),
  q('chef', 'en', ['trade'], J.cook),
  q('cook', 'en', ['trade'], J.cook),
  q('waiter', 'en', ['trade'], J.waiter),
  q('tutor', 'en', ['trade'], J.tutor),
  q('photographer', 'en', ['trade'], J.photographer),
  q('mc', 'en', ['trade', 'short'], J.mc),
  q('dj', 'en', ['trade', 'short'], J.dj),
  q('ac', 'en', ['trade', 'short'], J.ac, { note: '"AC" is the air conditioner: its servicing is the job.' }),
  q('makeup artist', 'en', ['trade', 'phrase'], J.makeup),
  q('carpenter', 'en', ['trade'], J.carpenter),
  q('welder', 'en', ['trade'], J.welder),
  q('bartender', 'en', ['trade'], J.bartender),
  q('receptionist', 'en', ['trade'], J.receptionist),
  q('usher', 'en', ['trade'], J.usher),
  q('decorator', 'en', ['trade'], J.decorator),
  q('web developer', 'en', ['trade', 'phrase'], J.webDeveloper),
  q('graphic designer', 'en', ['trade', 'phrase'], J.designer),
  q('video editor', 'en', ['trade', 'phrase'], J.videoEditor),
  q('movers', 'en', ['trade'], J.movers),
  q('tailor', 'en', ['trade'], J.tailor),
  q('translator', 'en', ['trade'], J.translator),
  q('fumigation', 'en', ['trade'], J.fumigation),
  q('laundry', 'en', ['trade'], J.laundry),
  q('caterer', 'en', ['trade'], J.caterer, {
    note: 'Cooking for a 60-person gathering is catering; cooking for a family of five is not.',
  }),
  q('barista', 'en', ['trade'], { 2: BARISTA, 1: BARTENDER }),
  q('courier', 'en', ['trade'], J.rider),
  // English: phrases
  q('house cleaning', 'en', ['phrase'], J.houseCleaning),
  q('office cleaning', 'en', ['phrase'], { 2: CLEAN_OFFICE, 1: [...CLEAN_HOME, ...CLEAN_OTHER] }),
  q('dispatch rider', 'en', ['phrase'], J.rider),
  q('bike man', 'en', ['phrase'], J.rider, { note: 'Nigerian usage for a dispatch rider.' }),
  q('okada rider', 'en', ['phrase'], J.rider, { note: 'An okada is a motorcycle taxi: its rider does dispatch work.' }),
  q('maths tutor', 'en', ['phrase'], J.maths),
  q('english teacher', 'en', ['phrase'], J.english),
  q('piano lessons', 'en', ['phrase'], J.piano),
  q('french lessons', 'en', ['phrase'], J.french),
  q('generator repair', 'en', ['phrase'], J.generator, {
    note: 'Many realistic descriptions mention "the generator" (constant light): they are not generator jobs.',
  }),
  q('ac repair', 'en', ['phrase', 'short'], J.ac),
  q('data entry', 'en', ['phrase'], J.dataEntry),
  q('social media manager', 'en', ['phrase'], J.socialMedia),
  q('event decoration', 'en', ['phrase'], J.decorator),
  q('fix leaking tap', 'en', ['phrase', 'partial'], J.plumber, { note: 'A tap is plumbing; no title names a tap.' }),
  q('burst pipe', 'en', ['phrase'], {
    2: ['Fix a burst pipe'],
    1: [...PLUMBING.filter((t) => t !== 'Fix a burst pipe'), ...WATER_HEATER],
  }),
  q('roof leak', 'en', ['phrase'], { 2: ROOF }),
  q('laptop repair', 'en', ['phrase'], J.laptop),
  q('cctv installation', 'en', ['phrase'], J.cctv),
  q('logo design', 'en', ['phrase'], J.logo),
  q('website design', 'en', ['phrase'], J.website),
  q(
    'small chops',
    'en',
    ['phrase'],
    { 2: ['Small chops caterer'], 1: ['Jollof rice for 200 guests', 'Suya grill for an event'] },
    { note: 'Small chops are party snacks: the caterer is the job; other party food is related.' },
  ),
  // English: no job holds every word
  q('wedding photographer', 'en', ['partial'], J.photoWedding, {
    note: 'No photographer job is at a wedding: a photographer is what was asked; the wedding video is related.',
  }),
  q('plumber electrician', 'en', ['partial'], J.plumberElectrician),
  q('painter carpenter tiler', 'en', ['partial'], J.finishingTrades),
  q('experienced cook for wedding', 'en', ['partial'], J.weddingCook),
  // English: places
  q('cleaning lagos', 'en', ['place'], J.cleaner, { place: LAGOS }),
  q('driver abuja', 'en', ['place'], J.driver, { place: FCT, note: ABUJA_NOTE }),
  q('waiter ibadan', 'en', ['place'], J.waiter, { place: OYO, note: IBADAN_NOTE }),
  q('plumber port harcourt', 'en', ['place'], J.plumber, { place: RIVERS, note: PORT_HARCOURT_NOTE }),
  q('electrician kano', 'en', ['place'], J.electrician, { place: KANO }),
  q('tutor enugu', 'en', ['place'], J.tutor, { place: ENUGU }),
  q('cleaning ikeja', 'en', ['place'], J.cleaner, { place: IKEJA }),
  q('cleaning lekki', 'en', ['place'], J.cleaner, { place: ETI_OSA, note: LEKKI_NOTE }),
  q('photographer in lagos', 'en', ['place'], J.photographer, { place: LAGOS }),
  q('painter lagos', 'en', ['place'], J.painter, { place: LAGOS }),
  q('errands ikeja', 'en', ['place'], { 2: ERRANDS, 1: [...RIDER, ...DELIVERIES] }, { place: IKEJA }),
  q('cleaning port harcourt', 'en', ['place'], J.cleaner, { place: RIVERS, note: PORT_HARCOURT_NOTE }),
  q('cleaning ibadan', 'en', ['place'], J.cleaner, { place: OYO, note: IBADAN_NOTE }),
  q('mc abuja', 'en', ['place', 'short'], J.mc, { place: FCT, note: ABUJA_NOTE }),
  q('waiter enugu', 'en', ['place'], J.waiter, { place: ENUGU }),
  q('tutor kano', 'en', ['place'], J.tutor, { place: KANO }),
  q('decorator kaduna', 'en', ['place'], J.decorator, { place: KADUNA }),
  // English: typos
  q('electrican', 'en', ['typo'], J.electrician),
  q('plumbr', 'en', ['typo'], J.plumber),
  q('clener', 'en', ['typo'], J.cleaner),
  q('photograper', 'en', ['typo'], J.photographer),
  q('carpinter', 'en', ['typo'], J.carpenter),
  q('recepionist', 'en', ['typo'], J.receptionist),
  q('waitor', 'en', ['typo'], J.waiter),
  q('decorater', 'en', ['typo'], J.decorator),
  q('secruity guard', 'en', ['typo', 'phrase'], J.security),
  q('dispach rider', 'en', ['typo', 'phrase'], J.rider),
  q('electrition', 'en', ['typo'], J.electrician, {
    note: 'Two letters wrong in an eleven-letter word: within the two edits allowed from nine letters.',
  }),
  q('plumer', 'en', ['typo'], J.plumber),

  // French: trades
  q('plombier', 'fr', ['trade'], J.plumber),
  q('plomberie', 'fr', ['trade'], J.plumber),
  q('électricien', 'fr', ['trade'], J.electrician),
  q('electricien', 'fr', ['trade'], J.electrician, { note: 'Typed without its accent, as on many phones.' }),
  q('peintre', 'fr', ['trade'], J.painter),
  q('peinture', 'fr', ['trade'], J.painter),
  q('chauffeur', 'fr', ['trade'], J.driver),
  q('livreur', 'fr', ['trade'], J.rider),
  q(
    'coursier',
    'fr',
    ['trade'],
    { 2: [...RIDER, ...DELIVERIES, ...ERRANDS], 1: DRIVER },
    { note: 'A coursier runs errands and deliveries.' },
  ),
  q('serveur', 'fr', ['trade'], J.waiter),
  q('serveuse', 'fr', ['trade'], J.waiter),
  q('cuisinier', 'fr', ['trade'], J.cook),
  q('cuisinière', 'fr', ['trade'], J.cook),
  q('ménage', 'fr', ['trade'], J.cleaner),
  q('menage', 'fr', ['trade'], J.cleaner, { note: 'Typed without its accent.' }),
  q('nettoyage', 'fr', ['trade'], J.cleaner),
  q('vigile', 'fr', ['trade'], J.security),
  q('animateur', 'fr', ['trade'], J.mc, { note: 'The French for the host of an event: an MC.' }),
  q('photographe', 'fr', ['trade'], J.photographer),
  q('maquilleuse', 'fr', ['trade'], J.makeup),
  q('menuisier', 'fr', ['trade'], J.carpenter),
  q('soudeur', 'fr', ['trade'], J.welder),
  q('réceptionniste', 'fr', ['trade'], J.receptionist),
  q('barman', 'fr', ['trade'], J.bartender),
  q('décorateur', 'fr', ['trade'], J.decorator),
  q('traducteur', 'fr', ['trade'], J.translator),
  q('couturière', 'fr', ['trade'], J.tailor),
  q('graphiste', 'fr', ['trade'], J.designer),
  q(
    'informaticien',
    'fr',
    ['trade'],
    { 2: [...LAPTOP, ...WIFI, ...EMAIL, ...POS], 1: [...CCTV, ...APP, ...WEBSITE] },
    { note: 'An IT technician: repairs, networks, mail and tills first; cameras, apps and websites are related.' },
  ),
  q('traiteur', 'fr', ['trade'], J.caterer),
  q('pâtissier', 'fr', ['trade'], { 2: PASTRY, 1: COOK }),
  q('répétiteur', 'fr', ['trade'], J.tutor, { note: 'West African French for a home tutor.' }),
  q('déménageur', 'fr', ['trade'], J.movers),
  q('repassage', 'fr', ['trade'], J.laundry),
  q('désinsectisation', 'fr', ['trade'], J.fumigation),
  q('climatisation', 'fr', ['trade'], J.ac),
  q('clim', 'fr', ['trade'], J.ac, { note: 'The everyday short form of climatiseur.' }),
  q('déménagement', 'fr', ['trade'], J.movers),
  q('carrelage', 'fr', ['trade'], { 2: TILES }),
  q('toiture', 'fr', ['trade'], { 2: ROOF }),
  // French: phrases
  q('femme de ménage', 'fr', ['phrase'], J.houseCleaning),
  q(
    "agent d'entretien",
    'fr',
    ['phrase'],
    { 2: [...CLEAN_OFFICE, ...CLEAN_OTHER], 1: CLEAN_HOME },
    { note: 'A building or office cleaner.' },
  ),
  q('agent de sécurité', 'fr', ['phrase'], J.security),
  q('maître de cérémonie', 'fr', ['phrase'], J.mc),
  q('développeur web', 'fr', ['phrase'], J.webDeveloper),
  q(
    "hôtesse d'accueil",
    'fr',
    ['phrase'],
    { 2: USHERS, 1: RECEPTION },
    { note: 'Welcoming guests at an event: an usher.' },
  ),
  q('cours de français', 'fr', ['phrase'], J.french),
  q('cours de maths', 'fr', ['phrase'], J.maths),
  q("professeur d'anglais", 'fr', ['phrase'], J.english),
  q('cours de piano', 'fr', ['phrase'], J.piano),
  q(
    'soutien scolaire',
    'fr',
    ['phrase'],
    { 2: [...HOMEWORK, ...MATHS, ...ENGLISH, ...SCIENCE], 1: [...FRENCH, ...PIANO, ...OTHER_LESSONS] },
    { note: 'Help with school subjects.' },
  ),
  q('réparation groupe électrogène', 'fr', ['phrase'], J.generator),
  q('réparation climatiseur', 'fr', ['phrase'], J.ac),
  q('saisie de données', 'fr', ['phrase'], J.dataEntry),
  q('gestion des réseaux sociaux', 'fr', ['phrase'], J.socialMedia),
  q('montage vidéo', 'fr', ['phrase'], J.videoEditor),
  q('livraison de colis', 'fr', ['phrase'], J.rider),
  q("décoration d'anniversaire", 'fr', ['phrase'], J.decorator),
  q(
    "fuite d'eau",
    'fr',
    ['phrase'],
    { 2: PLUMBING, 1: [...ROOF, ...WATER_HEATER] },
    { note: 'A water leak: a plumber first; a leaking roof is related.' },
  ),
  q('panneau solaire', 'fr', ['phrase'], { 2: SOLAR }),
  q("réparation d'ordinateur", 'fr', ['phrase'], J.laptop),
  q('création de logo', 'fr', ['phrase'], J.logo),
  q('site web', 'fr', ['phrase'], J.website),
  q('caméra de surveillance', 'fr', ['phrase'], J.cctv),
  // French: no job holds every word
  q('plombier électricien', 'fr', ['partial'], J.plumberElectrician),
  q('cuisinier pour mariage', 'fr', ['partial'], J.weddingCook),
  q('photographe mariage', 'fr', ['partial'], J.photoWedding),
  q('peintre menuisier carreleur', 'fr', ['partial'], J.finishingTrades),
  q('dj pour mariage', 'fr', ['short', 'partial'], J.dj, {
    note: 'No DJ job is at a wedding: the DJ is what was asked.',
  }),
  q('mc pour anniversaire', 'fr', ['short', 'partial'], J.mc),
  // French: places
  q('ménage lagos', 'fr', ['place'], J.cleaner, { place: LAGOS }),
  q('chauffeur abuja', 'fr', ['place'], J.driver, { place: FCT, note: ABUJA_NOTE }),
  q('serveur ibadan', 'fr', ['place'], J.waiter, { place: OYO, note: IBADAN_NOTE }),
  q('plombier à port harcourt', 'fr', ['place'], J.plumber, { place: RIVERS, note: PORT_HARCOURT_NOTE }),
  q('électricien kano', 'fr', ['place'], J.electrician, { place: KANO }),
  q('cours particuliers enugu', 'fr', ['place', 'phrase'], J.tutor, { place: ENUGU }),
  q('femme de ménage ikeja', 'fr', ['place', 'phrase'], J.houseCleaning, { place: IKEJA }),
  q('photographe à lagos', 'fr', ['place'], J.photographer, { place: LAGOS }),
  q('livreur à kano', 'fr', ['place'], J.rider, { place: KANO }),
  q('peintre lagos', 'fr', ['place'], J.painter, { place: LAGOS }),
  q(
    'courses ikeja',
    'fr',
    ['place'],
    { 2: ERRANDS, 1: [...RIDER, ...DELIVERIES] },
    { place: IKEJA, note: '"Faire les courses": errands and shopping.' },
  ),
  q('ménage port harcourt', 'fr', ['place'], J.cleaner, { place: RIVERS, note: PORT_HARCOURT_NOTE }),
  q('ménage à ibadan', 'fr', ['place'], J.cleaner, { place: OYO, note: IBADAN_NOTE }),
  q('animateur abuja', 'fr', ['place'], J.mc, { place: FCT, note: ABUJA_NOTE }),
  q('serveur enugu', 'fr', ['place'], J.waiter, { place: ENUGU }),
  q('professeur kano', 'fr', ['place'], J.tutor, { place: KANO }),
  q('décorateur kaduna', 'fr', ['place'], J.decorator, { place: KADUNA }),
  // French: typos
  q('chaufeur', 'fr', ['typo'], J.driver),
  q('plombié', 'fr', ['typo'], J.plumber),
  q('électritien', 'fr', ['typo'], J.electrician),
  q('nétoyage', 'fr', ['typo'], J.cleaner),
  q('photografe', 'fr', ['typo'], J.photographer, { note: 'Two edits in a ten-letter word.' }),
  q('menuisié', 'fr', ['typo'], J.carpenter),
  q('peintr', 'fr', ['typo'], J.painter),
  q('cuisinié', 'fr', ['typo'], J.cook),
  q('maquilleuze', 'fr', ['typo'], J.makeup),
  q('déménagment', 'fr', ['typo'], J.movers),
  q('sreveur', 'fr', ['typo'], J.waiter, { note: 'Two letters swapped: one edit.' }),
  q('éléctricien', 'fr', ['typo'], J.electrician, {
    note: 'A wrong accent, the commonest French misspelling of the word.',
  }),
];

export const KINDS = ['trade', 'phrase', 'typo', 'place', 'short', 'partial'];
