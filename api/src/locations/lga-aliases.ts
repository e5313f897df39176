/**
 * Other spellings of LGA names (docs/places.md): the names geoBoundaries spells differently from
 * the common lists (INEC's and the `nigerian-states-and-lgas` package's), older names, and a few
 * well-known local names of a council area. Keyed `State|LGA` with geoBoundaries' spelling (the
 * `lgas.name` column); searching an LGA matches its name or any alias, ignoring case, spaces and
 * punctuation, so "Ifako-Ijaiye" and "ifako ijaye" both find "Ifako/Ijaye".
 */
export const LGA_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Abia|Obi Nwga': ['Obi Ngwa'],
  'Abia|Osisioma Ngwa': ['Osisioma'],
  'Adamawa|Fufore': ['Fufure'],
  'Adamawa|Guyuk': ['Gayuk'],
  'Bauchi|Dambam': ['Damban'],
  'Bauchi|Ganjuwa': ['Ganju'],
  'Bayelsa|Ekeremor': ['Ekere'],
  'Bayelsa|Sagbama': ['Sagba'],
  'Bayelsa|Yenegoa': ['Yenagoa'],
  'Cross River|Yakurr': ['Yakuur'],
  'Edo|Iguegben': ['Igueben'],
  'Federal Capital Territory|Municipal Area Council': ['Abuja Municipal Area Council', 'Abuja Municipal', 'AMAC', 'Abuja'],
  'Gombe|Shomgom': ['Shongom'],
  'Imo|Mbatoli': ['Mbaitoli'],
  'Imo|Onuimo': ['Unuimo'],
  'Kano|Garun Malam': ['Garun Mallam'],
  'Kano|Nassarawa': ['Nasarawa'],
  'Katsina|Sandamu': ['Sanda', 'Sanda/Sandamu'],
  'Kebbi|Arewa Dandi': ['Arewa'],
  'Kebbi|Bagudu': ['Bagudo'],
  'Kebbi|Maiyama': ['Maiya'],
  'Kebbi|Wasagu-Danko': ['Danko-Wasagu', 'Danko Wasagu'],
  'Lagos|Ifako/Ijaye': ['Ifako-Ijaiye', 'Ifako Ijaiye'],
  'Lagos|Lagos Mainland': ['Yaba', 'Ebute Metta'],
  'Lagos|Eti Osa': ['Eti-Osa', 'Victoria Island', 'Ikoyi', 'Lekki'],
  'Niger|Munya': ['Moya'],
  'Ogun|Obafemi Owode': ['Obafemi', 'Obafemi-Owode'],
  'Ogun|Shagamu': ['Sagamu', 'Shaga'],
  'Osun|Ayedade': ['Aiyedaade', 'Aiyedade'],
  'Osun|Ayedire': ['Aiyedire'],
  'Osun|Ilesha East': ['Ilesa East'],
  'Osun|Ilesha West': ['Ilesa West'],
  'Rivers|Omumma': ['Omuma'],
  'Rivers|Port-Harcourt': ['Port Harcourt', 'PH'],
  'Sokoto|Goronyo': ['Goron'],
  'Sokoto|Wamakko': ['Wamako'],
  'Taraba|Kurmi': ['Kumi'],
  'Zamfara|Tsafe': ['Chafe'],
};

/** "Ifako-Ijaiye" -> "ifakoijaiye": what a search compares. */
export function placeKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
