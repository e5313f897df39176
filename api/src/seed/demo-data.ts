/** Static demo content: lookups, people and job templates with realistic Nigerian detail. */

export const CATEGORIES = [
  { name: 'Cleaning', description: 'Home, office and post-construction cleaning' },
  { name: 'Delivery & Logistics', description: 'Dispatch riders, movers and errands' },
  { name: 'Events', description: 'Ushers, decorators, caterers and MCs' },
  { name: 'Repairs & Maintenance', description: 'Plumbing, electrical work, carpentry and painting' },
  { name: 'Tech & Digital', description: 'Websites, social media, data entry and IT support' },
  { name: 'Tutoring', description: 'Lessons, exam preparation and coaching' },
  { name: 'Hospitality', description: 'Cooks, waiters and hotel support' },
  { name: 'Creative', description: 'Photography, video, design and writing' },
];

export const INDUSTRIES = [
  'Agriculture',
  'Construction',
  'Education',
  'Energy',
  'Fashion',
  'Financial Services',
  'Healthcare',
  'Hospitality',
  'Logistics',
  'Media & Entertainment',
  'Real Estate',
  'Retail',
  'Technology',
  'Telecommunications',
];

export const JOB_TYPES = ['One-off', 'Part-time', 'Full day', 'Weekend', 'Remote', 'Night shift'];

export const SKILLS = [
  'Plumbing',
  'Electrical wiring',
  'Carpentry',
  'Painting',
  'Driving',
  'Motorcycle dispatch',
  'Cooking',
  'Event decoration',
  'Photography',
  'Video editing',
  'Graphic design',
  'Copywriting',
  'Social media management',
  'Web development',
  'Data entry',
  'Mathematics tutoring',
  'English tutoring',
  'House cleaning',
  'Customer service',
  'Bookkeeping',
];

export const EMPLOYERS = [
  { first: 'Chinedu', last: 'Okafor', company: 'Okafor Facility Services', designation: 'Operations Manager', state: 'Lagos', industry: 'Real Estate' },
  { first: 'Aisha', last: 'Bello', company: 'Arewa Events & Catering', designation: 'Founder', state: 'Kano', industry: 'Hospitality' },
  { first: 'Tunde', last: 'Adeyemi', company: 'Swift Dispatch Ibadan', designation: 'Logistics Lead', state: 'Oyo', industry: 'Logistics' },
  { first: 'Ngozi', last: 'Eze', company: 'BrightPath Learning Centre', designation: 'Director', state: 'Enugu', industry: 'Education' },
  { first: 'Emeka', last: 'Nwosu', company: 'Garden City Tech Hub', designation: 'Head of Projects', state: 'Rivers', industry: 'Technology' },
];

export const FREELANCER_NAMES: ReadonlyArray<[string, string, 'Male' | 'Female']> = [
  ['Adebayo', 'Ogunleye', 'Male'],
  ['Funmilayo', 'Adeleke', 'Female'],
  ['Ibrahim', 'Musa', 'Male'],
  ['Chiamaka', 'Obi', 'Female'],
  ['Yusuf', 'Abdullahi', 'Male'],
  ['Blessing', 'Etim', 'Female'],
  ['Segun', 'Afolabi', 'Male'],
  ['Halima', 'Sani', 'Female'],
  ['Obinna', 'Chukwu', 'Male'],
  ['Zainab', 'Lawal', 'Female'],
  ['Kelechi', 'Iwu', 'Male'],
  ['Amarachi', 'Nnaji', 'Female'],
  ['Babatunde', 'Bakare', 'Male'],
  ['Hauwa', 'Usman', 'Female'],
  ['Effiong', 'Bassey', 'Male'],
  ['Ifeoma', 'Okeke', 'Female'],
  ['Samuel', 'Danjuma', 'Male'],
  ['Temitope', 'Ajayi', 'Female'],
  ['Godwin', 'Ekanem', 'Male'],
  ['Kemi', 'Oyewole', 'Female'],
];

/** Job templates per category: title, description, expected result, duration, price band (NGN). */
export const JOB_TEMPLATES: Record<string, ReadonlyArray<[string, string, string, string, number, number]>> = {
  Cleaning: [
    ['Deep clean of a 3-bedroom flat', 'Full deep clean including kitchen degreasing, bathrooms and windows.', 'Spotless flat ready for new tenants', '1 day', 25000, 45000],
    ['Post-construction office cleaning', 'Remove dust, paint stains and debris after renovation of a 200 sqm office.', 'Office ready for staff to resume', '2 days', 60000, 120000],
    ['Weekly home cleaning', 'Sweeping, mopping, dusting and laundry folding every Saturday.', 'Clean home every weekend', '4 weeks', 30000, 50000],
  ],
  'Delivery & Logistics': [
    ['Dispatch rider for same-day deliveries', 'Deliver parcels across the city from our hub, own motorcycle preferred.', 'All parcels delivered before 6pm', '1 week', 20000, 35000],
    ['Help moving office furniture', 'Load, move and arrange desks and cabinets to our new office two streets away.', 'Furniture moved without damage', '1 day', 15000, 30000],
    ['Market errands and grocery runs', 'Buy items from the market list and deliver to the address provided.', 'Groceries delivered fresh', '3 hours', 5000, 10000],
  ],
  Events: [
    ['Ushers for a wedding reception', 'Welcome and seat 300 guests, serve drinks and small chops.', 'Guests seated and served on time', '1 day', 15000, 25000],
    ['Event decorator for birthday party', 'Balloon arch, table settings and backdrop for a 50-guest party.', 'Venue decorated to the agreed theme', '1 day', 40000, 80000],
    ['MC for a corporate end-of-year party', 'Engaging MC, bilingual (English and Pidgin) a plus.', 'Programme run smoothly and on time', '5 hours', 50000, 100000],
  ],
  'Repairs & Maintenance': [
    ['Fix leaking kitchen sink and shower', 'Replace washers and a faulty mixer tap; materials provided.', 'No leaks after 24 hours', '4 hours', 8000, 15000],
    ['Rewire a 2-bedroom apartment', 'Replace old wiring and sockets, install a changeover switch.', 'Certified safe wiring', '3 days', 90000, 150000],
    ['Paint living room and two bedrooms', 'Emulsion paint, two coats, furniture to be covered.', 'Even finish with no drips', '2 days', 45000, 70000],
  ],
  'Tech & Digital': [
    ['Build a small business website', 'Five-page website with contact form and WhatsApp button.', 'Live website on our domain', '2 weeks', 150000, 300000],
    ['Social media manager for a month', 'Plan and post 3 times a week on Instagram and X, reply to DMs.', 'Content calendar delivered and followed', '1 month', 80000, 120000],
    ['Data entry of customer records', 'Type 2,000 paper records into a spreadsheet accurately.', 'Clean spreadsheet with no duplicates', '1 week', 30000, 50000],
  ],
  Tutoring: [
    ['WAEC mathematics lessons', 'Three evening lessons a week for an SS3 student.', 'Student ready for WAEC mathematics', '6 weeks', 40000, 60000],
    ['English tutor for primary pupils', 'Reading and phonics for two pupils at home.', 'Improved reading fluency', '1 month', 25000, 40000],
  ],
  Hospitality: [
    ['Cook for a family gathering', 'Jollof rice, fried rice, peppered chicken and moi moi for 60 people.', 'Food ready by 1pm', '1 day', 35000, 60000],
    ['Waiters for a hotel conference', 'Serve tea breaks and lunch for a two-day conference.', 'Smooth service for all sessions', '2 days', 20000, 30000],
  ],
  Creative: [
    ['Photographer for product shoot', 'Photograph 40 fashion items on a white background.', '40 edited photos delivered', '1 day', 50000, 90000],
    ['Edit a 10-minute YouTube video', 'Cut, colour-grade and add captions to raw footage.', 'Ready-to-upload video', '3 days', 25000, 45000],
    ['Design a logo and flyer', 'Logo with three concepts and an A5 event flyer.', 'Final files in PNG and PDF', '5 days', 30000, 60000],
  ],
};

export const POSTS = [
  {
    title: 'How to win your first short-term job',
    description:
      '<p>Complete your profile, add a clear photo and quote a fair price. Employers answer profiles that show <strong>real work</strong>.</p>',
  },
  {
    title: 'Hiring safely: tips for employers',
    description: '<p>Describe the expected result, agree the price up front and pay through the platform.</p>',
  },
  {
    title: 'New: search jobs near you',
    description: '<p>Freelancers can now filter jobs by state, amount and distance.</p>',
  },
];
