/**
 * The realistic listing generator's vocabulary (bench/search.mjs, docs/performance.md): titles
 * built from each category's tasks and a qualifier (8 categories x 12 tasks x 9 qualifiers = 864
 * distinct titles), and descriptions from varied sentences, so words are as selective as in a
 * real marketplace. The seed's 20 job templates stay the worst case (every word frequent).
 */
export const CATEGORY_TASKS: Record<string, readonly string[]> = {
  Cleaning: [
    'Deep clean of a 3-bedroom flat', 'Office cleaning after renovation', 'Weekly home cleaning', 'Carpet and rug shampooing',
    'Window washing for a storey building', 'Fumigation of a warehouse', 'Kitchen degreasing', 'Laundry and ironing',
    'Sofa upholstery cleaning', 'Compound sweeping and gutter clearing', 'Move-out cleaning', 'Water tank washing',
  ],
  'Delivery & Logistics': [
    'Dispatch rider for parcels', 'Office furniture moving', 'Market errands and grocery runs', 'Van driver for a house move',
    'Courier for legal documents', 'Loading a 20ft container', 'Cake delivery across town', 'Interstate parcel pickup',
    'Warehouse stock counting', 'Bike rider for food orders', 'Airport pickup driver', 'Pharmacy deliveries',
  ],
  Events: [
    'Ushers for a wedding reception', 'Decorator for a birthday party', 'Small chops caterer', 'MC for an owambe',
    'DJ for a naming ceremony', 'Canopy and chairs setup', 'Bartender for a product launch', 'Makeup artist for a bride',
    'Photographer for a graduation', 'Security stewards for a concert', 'Balloon arch and backdrop', 'Cleanup crew after a party',
  ],
  'Repairs & Maintenance': [
    'Fix a leaking kitchen sink', 'Rewire a faulty socket', 'Repaint a living room', 'Carpenter to fix wardrobe doors',
    'Service a split air conditioner', 'Replace broken floor tiles', 'Generator servicing', 'Install a water heater',
    'Roof leak patching', 'Fix a burst pipe', 'Welder for a steel gate', 'Inverter and solar panel check',
  ],
  'Tech & Digital': [
    'Build a shop website', 'Manage Instagram pages', 'Data entry for inventory', 'Set up office wifi',
    'Laptop repair and upgrade', 'Design a company logo', 'Excel dashboard for sales', 'Install CCTV cameras',
    'Migrate emails to a new domain', 'Fix a slow Android app', 'Point of sale setup', 'Google Ads campaign',
  ],
  Tutoring: [
    'Mathematics tutor for JSS3', 'WAEC physics coaching', 'French lessons for adults', 'Piano lessons for kids',
    'JAMB English preparation', 'Coding class for teenagers', 'Yoruba lessons', 'Chemistry practicals revision',
    'IELTS speaking practice', 'Primary school homework help', 'Further maths crash course', 'Quran recitation teacher',
  ],
  Hospitality: [
    'Cook for a family of five', 'Waiters for a restaurant weekend', 'Hotel housekeeping cover', 'Jollof rice for 200 guests',
    'Barista for a coffee stand', 'Room attendant for a guest house', 'Suya grill for an event', 'Front desk receptionist',
    'Pastry chef for a bakery', 'Kitchen porter', 'Pepper soup joint assistant', 'Private chef for a dinner',
  ],
  Creative: [
    'Product photography for an online store', 'Edit a wedding video', 'Write blog articles', 'Illustrate a children’s book',
    'Voice-over for a radio jingle', 'Design event flyers', 'Drone footage of an estate', 'Translate a brochure to French',
    'Portrait shoot for a CEO', 'Animate a short explainer', 'Tailor for aso-ebi outfits', 'Mural painting for a cafe',
  ],
};

export const TITLE_QUALIFIERS = ['', ' (urgent)', ' this weekend', ' in the morning', ' for a small business', ' near the market', ' for a church', ' for a school', ' at short notice'];

const OPENERS = [
  'We need a reliable person to handle this.', 'Looking for someone experienced and punctual.', 'Small job, quick turnaround.',
  'Ongoing work if this goes well.', 'Please bring your own tools.', 'Materials will be provided on site.',
  'References from past clients are a plus.', 'Pay on completion after inspection.', 'Must speak good English or Pidgin.',
];
const DETAILS = [
  'The place is on the second floor with no lift.', 'Parking is available in the compound.', 'The site is close to the main road.',
  'Work starts early to avoid the afternoon heat.', 'Our last provider did not finish, so we need it done properly.',
  'There is constant light from the generator.', 'The gate man will let you in.', 'Expect about two hours of travel.',
  'Photos of the place are available on request.', 'A supervisor will be there the whole time.', 'Lunch is provided.',
  'Transport fare is included in the price.', 'The team is friendly and easy to work with.',
];

/** A varied description: the task, an opener, two details and a reference number. */
export function realisticDescription(pick: <T>(items: readonly T[]) => T, task: string, int: (min: number, max: number) => number): string {
  return `${task}. ${pick(OPENERS)} ${pick(DETAILS)} ${pick(DETAILS)} Ref ${int(1000, 99999)}.`;
}
