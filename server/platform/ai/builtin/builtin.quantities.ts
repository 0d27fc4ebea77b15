/**
 * Numbers an analyst reads as facts: a load in kilograms, a height in metres, a noise level, a temperature, a
 * building's year, a shift length. Each becomes a named quantity (`@load-heavy` …) that the concept rules use
 * like a word. Thresholds follow Canadian practice: fall protection from 3 m, the 85 dBA exposure limit, 23 kg
 * as the usual reference load (20 kg here so « environ 20 kg » counts), 60 °C for burns, buildings before 1990 presumed to
 * contain asbestos (Quebec RSST), 12-hour shifts and weeks of 55 hours or more as extended hours, five hours of
 * sleep or less as a short night.
 */

export interface Quantity {
  name: string;
  start: number;
  end: number;
}

// Not inside an identifier or a hash (« 3d07-11e8-90db » is not 90 dB).
const VALUE = String.raw`(\d+(?:[.,]\d+)?)`;
const NUMBER = String.raw`(?<![\p{L}\p{N}_.-])${VALUE}`;
const MASS = new RegExp(
  `${NUMBER}[\\s-]?(kg|kilos?|kilogrammes?|kilograms?|lbs?|livres?|pounds?)(?![\\p{L}])`,
  'giu',
);
// "85 m off the lease edge", « à 1,5 m de la tranchée »: a distance, not a height ("3 m off the ground" is one);
// "mats 3 x 10 ft", "a 12 ft x 8 ft pad": a size.
const LENGTH = new RegExp(
  `(?<!\\d\\s?(?:m|ft|pi)?\\s?[x×]\\s?)${NUMBER}[\\s-]?(m|mètres?|metres?|meters?|pi|pieds?|ft|feet|foot)(?![\\p{L}²³])(?!\\s?[x×]\\s?\\d)(?!\\s+(?:away|de distance|d[’']écart|loin|of the|de la|du bord|(?:off|from) (?!the ground|ground|the floor|floor|the deck|deck)))(\\s+(?:de\\s+)?(?:profondeur|profond|deep))?`,
  'giu',
);
const FLOOR =
  /(?<![\d\p{L}])(?:(\d+)\s?(?:e|è|ème|eme|nd|rd|th)|(deuxième|troisième|quatrième|second|third|fourth))\s+(?:étage|etage|floor|storey|story)/giu;
// "100+ dB": at least that figure.
const NOISE = new RegExp(
  `${NUMBER}\\+?\\s?(?:db\\s?\\(?a\\)?|dba|décibels?|decibels?|db)(?![\\p{L}])`,
  'giu',
);
// A voltage, its thousands spaced or not: « transfo de 15 000 V », "a 25 kV line", "600 volts".
const VOLTAGE =
  /(?<![\p{L}\p{N}_.-])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)?)\s?(kv|v|volts?|kilovolts?)(?![\p{L}\d])/giu;
// An oxygen reading: « O2 18,2 % », "oxygen at 17 %", "19.0% O2".
const OXYGEN = new RegExp(
  `(?:(?<![\\p{L}\\d])(?:O2|O₂|oxyg[eè]ne?)(?:\\s*(?:[:=]|level|reading|read|lu|à|at|de|was|était))*\\s*${VALUE}\\s?%|${NUMBER}\\s?%\\s*(?:d['’]\\s*)?(?:O2|O₂|oxyg[eè]ne?)(?![\\p{L}\\d]))`,
  'giu',
);
// "33C at 3pm", « 31C » written without a degree sign, read only where the sentence speaks of temperature.
const BARE_CELSIUS = /(?<![\d\p{L}.,])([-−–])?(\d{1,2}(?:[.,]\d)?)\s?C(?![\p{L}\d])/gu;
const THERMAL =
  /(?<!\p{L})(?:thermom\p{L}*|temp[ée]ratures?|temps?|heat|hot|chaud\p{L}*|chaleur|humidex|froid\p{L}*|cold|freez\p{L}*|chauffage|heater|heating|givr\p{L}*|frost\p{L}*|engourdi\p{L}*|numb|gel[ée]\p{L}*|frozen)(?!\p{L})/iu;
const PROPERTY_BEFORE =
  /(?:point d[’']?[ée]clair|point d[’']?inflammabilit[ée]|flash ?point|point d[’']?[ée]bullition|boiling point|auto-?ignition)\W{0,4}(?:de\s+|of\s+|:\s*|à\s+|at\s+)?$/iu;
// « Chauffage de cabine insuffisant à -35 », "cab heater useless at -40": a figure below zero where the sentence
// speaks of cold or heat is degrees.
const BARE_MINUS = /(?<![\d\p{L}.,])[-−–](\d{1,2})(?![\d\p{L}%]|[.,]\d)/gu;
// A minus sign is written against its figure or at a clause's start; a spaced dash after a word or a figure is a
// separator (« Sat Jul 12 – 12 °C » is 12 degrees), and at a line's start a list's bullet ("- 29 °C and humid").
const TEMPERATURE = new RegExp(
  `(?<![\\d\\p{L}])([-−–](?=\\d)|(?<![\\d\\p{L}]\\s)(?<!(?:^|\\n)[ \\t]*)[-−–]\\s|moins\\s+|minus\\s+)?${VALUE}\\s?(?:°\\s?([cf])?|degr[ée]s?(?:\\s+(celsius|fahrenheit))?|degrees?(?:\\s+(celsius|fahrenheit))?)(?![\\p{L}])`,
  'giu',
);
const UNDER_LIMIT = /(?:<|≤|moins de|less than|under|below|sous|inférieure? à|max\.?|maximum)\s*$/iu;
// "our limit of approach is 3 m", « distance d'approche minimale de 3 m », "clearance of 5 m": a distance kept.
const APPROACH =
  /(?:approach|approche|clearance|dégagement|setback|safe distance|distance de sécurité|minimum distance|distance minimale)\p{L}*(?:\s+\p{L}+){0,4}\s*(?:is|was|are|est|de|of|:|=|≥|>=|at least|au moins|minimum|min\.?)?\s*$/iu;
// A length along the ground or water, not a height: « tunnel de 40 m », « boyau de 30 m », "the tide runs about 8 m".
const LENGTH_OF =
  /(?<!\p{L})(?:tunnel|boyau|hose|câble|cable|corridor|couloir|allée|aisle|tide|marée|runs|course|trail|sentier|piste|long|length|longueur)(?:\s+(?:de|of|about|around|environ|is|est|runs|here|d[’']environ)){0,3}\s*$/iu;
const ANGLE =
  /(?<!\p{L})(?:angle|altitude|elevation|latitude|longitude|azimuth|azimut|horizon|pente|slope|sloped|incline\p{L}*|inclin\p{L}*|talus|bank|escape route|lean\p{L}*|tilt\p{L}*|fl[ée]chi\p{L}*|flexion|flexed|bent|pench\p{L}*|abduction|lock|locks|locked|rotat\p{L}*|swivel\p{L}*|pivot\p{L}*)(?!\p{L})/iu;
// A liquid's temperature (« huile à 55 °C », "hot oil (55 °C)") burns the skin or not; it says nothing of the air.
const LIQUID_BEFORE =
  /(?<!\p{L})(?:oil|huile|water|eau|fluid|fluide|liquid|liquide)\W{0,4}(?:à\s+|at\s+|:\s*|=\s*)?$/iu;
// A bath or a tank said to be at the temperature (« le bain de trempage est à 40 °C »), not the air around it.
const BATH_AT =
  /(?<!\p{L})(?:bain|bains|bath|baths|cuve|cuves|bac|bacs|tank|tanks)(?!\p{L})[^.;:\n]{0,30}\s(?:est|sont|is|are|kept|maintenu\p{L}*|gardé\p{L}*)\s+(?:à|at)\s+$/iu;
// A temperature below zero said without a unit, as Canadians say the weather: "in -30 weather", « à -25 dehors ».
const COLD_WEATHER =
  /(?<![\d\p{L}])(?:[-−–]|moins\s+|minus\s+)(\d{1,2})(?:\s+(?:weather|outside|out there|(?:with (?:the )?)?wind ?chill|today|this morning|dehors|(?:avec (?:le )?)?refroidissement éolien|facteur éolien|à l’extérieur|à l'extérieur|ce matin|aujourd’hui|aujourd'hui|avec le facteur vent|avec le vent|with the wind|ressenti))(?![\p{L}])/giu;
// « Il fait moins 25 au quai », "it was -30 at the gate": the weather told before the figure.
const WEATHER_SAID =
  /(?<![\p{L}])(?:il fait|il faisait|ça fait|it['’]s|it is|it was)\s+(?:genre\s+|like\s+|about\s+|environ\s+)?(?:[-−–]|moins\s+|minus\s+)(\d{1,2})(?![\d\p{L}])/giu;
const YEAR = /(?<!\d)(19[0-8]\d)(?!\d)/g;
const BUILDING =
  /b[âa]timent|immeuble|[ée]difice|maison|building|house|construit|built|[ée]cole|school|usine|plant/iu;
// « un délai de 24 heures », "a 24-hour wait" are not shifts.
const HOURS =
  /(?<![\d\p{L}.,])(\d{1,2}(?:[.,]\d)?)\s?-?\s?(?:h|heures|hours|hrs|hour)(?![\p{L}])(?!\s+(?:wait|waiting|delay|interval|notice|period|re-entry|reentry|de délai|d’attente|d'attente))/giu;
// « samedi à 15 h », « dès 13 h 30 », "at 14h00", « à partir de 15 h » are times of day, not durations; so is
// the end of a range, « 14 h – 22 h ».
const CLOCK_BEFORE =
  /(?:(?:^|[^\p{L}])(?:à|at|vers|dès|avant|après|jusqu’à|jusqu'à|until|till|before|after|around|partir de|from)|\d\s?h(?:\s?\d{2})?\s*(?:-|–|à|to))\s+$/iu;
// « 15 h 30 », "3 p.m.", and the start of a range, « de 7 h à 19 h », "from 7 h to 19 h".
const CLOCK_AFTER = /^\s?(?:\d{2}|[ap]\.?m\b|(?:à|to|-|–)\s*\d)/iu;
// A range of clock times gives the shift's length: « de 19 h à 7 h » is twelve hours.
const CLOCK_RANGE =
  /(?<![\d\p{L}])(\d{1,2})\s?h(?:\s?\d{2})?\s*(?:à|to|-|–|until|jusqu’à|jusqu'à)\s*(\d{1,2})\s?h(?![\p{L}])/giu;
// The same span on a 24-hour clock: "06:00–19:00 drive days" (its dash already a space, as in any range).
const CLOCK_SPAN = /(?<![\d\p{L}:])(\d{1,2}):\d{2}(?:\s*(?:à|to|until)\s*|\s)(\d{1,2}):\d{2}(?![\d\p{L}])/giu;
// Words that make a duration a stretch of work (a shift, a night, hours on the road or « de suite »), whole words: a
// « quartier » is no shift, "network" no work.
const SHIFT =
  /(?<![\p{L}])(?:quarts?|shifts?|journ[ée]es?|days|workdays?|hour days?|travail|travaill\p{L}*|nuits?|nights?|work|works|working|worked|duty|horaires?|schedules?|techniciens?|technicians?|on deck|sur le pont|awake|[ée]veill[ée]e?s?|sans dormir|sans pause|without (?:a )?break|no break|fishing trips?|trips? (?:run|last)|mar[ée]es? de|obligatoires|mandatory|forc[ée]e?s|on the road|behind the wheel|au volant|d[’']affil[ée]e|de suite|in a row|non-stop)(?![\p{L}])/iu;
// Hours in a week: « plus de 60 h par semaine », « 62 h dans la semaine », "70-hour weeks", "60+ hrs a week".
const WEEK_HOURS =
  /(?<![\d\p{L}])(\d{2,3})\s?\+?\s?-?\s?(?:h|heures|hours|hrs|hour)\s*(?:(?:par|per|a|each|every|dans\s+la|de\s+la|\/)\s*)?(?:semaines?|weeks?|wk)(?![\p{L}])/giu;
const SLEEP = /(?<![\p{L}])(?:slept|sleep|dormi|sommeil)(?![\p{L}])/iu;
// « des semaines de 55-60 h » (its dash already a space), « de 55 à 60 heures »: read from the lower figure.
const WEEKS_OF =
  /(?<![\p{L}])semaines?\s+de\s+(\d{2,3})(?:\s+(?:à\s+)?\d{2,3})?\s?(?:h|heures)(?![\p{L}])/giu;

function parseNumber(text: string): number {
  // « 9,000 » is a thousands separator in English; « 2,5 » is a decimal comma in French.
  if (/^\d{1,3},\d{3}$/.test(text)) return Number(text.replace(',', ''));
  return Number(text.replace(',', '.'));
}

// Numbers written in words, as reports often do (« des quarts de quatorze heures », "twelve-hour shifts").
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  'dix-sept': 17,
  'dix-huit': 18,
  'dix-neuf': 19,
  vingt: 20,
  'vingt-quatre': 24,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  cent: 100,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'twenty-four': 24,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  hundred: 100,
};
// The word's start is checked apart (see spellNumbers): a regular expression that opens on a look-behind scans
// every position of the text slowly.
const NUMBER_WORD = new RegExp(
  `(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}])`,
  'giu',
);
const WORD_BEFORE = /[\p{L}-]/u;

// Said to be within the limit: « sous la norme », "below the limit", « aucune protection requise ». A figure under
// 85 dBA alone is not (a daycare's 82 dB still strains voices).
const WITHIN_LIMIT =
  /(?:sous|inférieure? [àa]) (?:la|les) (?:norme|limite|valeur)s?|(?:below|under|within) (?:the )?(?:\d{2}\s*dB\s?\(?A?\)?\s+)?(?:limit|standard|threshold|norm)s?|conforme à la norme|(?:sous|inférieure?s? à|below|under|less than|moins de)\s+\d{2}(?:[.,]\d)?\s*d[bB]|(?:pas de|aucune) protection (?:auditive )?(?:n[’']est )?requise|no (?:hearing )?protection (?:is )?(?:required|needed)/iu;
// The limit itself, named beside the reading: "below the 85 dBA limit", « la limite de 85 dBA ».
const THE_LIMIT_AFTER = /^\s*(?:limit|standard|threshold|norm|limite|norme)/iu;
const THE_LIMIT_BEFORE = /(?:limit of|limite de|norme de|valeur limite de|threshold of)\s*$/iu;
const isTheLimit = (text: string, match: RegExpExecArray): boolean => {
  const end = match.index + match[0].length;
  return (
    THE_LIMIT_AFTER.test(text.slice(end, end + 12)) ||
    THE_LIMIT_BEFORE.test(text.slice(Math.max(0, match.index - 24), match.index))
  );
};

/**
 * « mesuré à 78 dBA, sous la norme; aucune protection requise », "all under 80 dBA": noise measured, every figure below the 85 dBA
 * exposure limit, and said to be within it. The sentence says the noise is not a hazard there.
 */
export function quietReading(sentence: string): boolean {
  // A quick look for a decibel figure ("dB", « décibels ») before the patterns run.
  if (!/db|d[ée]cib/i.test(sentence) || !WITHIN_LIMIT.test(sentence)) return false;
  const levels = [...sentence.matchAll(NOISE)]
    .filter((match) => !isTheLimit(sentence, match))
    .map((match) => parseNumber(match[1] ?? '0'));
  return levels.length > 0 && levels.every((level) => level >= 30 && level < 85);
}

/**
 * The text with each number word replaced by its digits, right-aligned in the word's place (« quatorze » becomes
 * six spaces and « 14 »), so every offset still points into the original text.
 */
export function spellNumbers(segment: string): string {
  return segment.replace(NUMBER_WORD, (word: string, _: string, offset: number) => {
    if (offset > 0 && WORD_BEFORE.test(segment[offset - 1]!)) return word;
    const digits = String(NUMBER_WORDS[word.toLowerCase()] ?? '');
    return digits.length > 0 && digits.length <= word.length ? digits.padStart(word.length, ' ') : word;
  });
}

/** The named quantities found in text[from, to), with their offsets in the text. */
const TOOK_BEFORE =
  /(?:took|take|takes|taking|waited|wait|waiting|delayed|delay of|prend|prennent|a pris|ont pris|a duré|ont duré|lasted|attendu|attente de|retard de|délai de|re-entry interval of|réentrée de)\s+(?:about\s+|around\s+|nearly\s+|over\s+|environ\s+|près de\s+|plus de\s+)?$/i;

/** Hours written as a length of time, not a time of day (« à 15 h », "15 h 30", « de 7 h à 19 h »). */
function durations(segment: string): RegExpExecArray[] {
  return [...segment.matchAll(HOURS)].filter((match) => {
    const end = match.index + match[0].length;
    return (
      !CLOCK_BEFORE.test(segment.slice(Math.max(0, match.index - 12), match.index)) &&
      !CLOCK_AFTER.test(segment.slice(end, end + 5))
    );
  });
}

export function findQuantities(text: string, from: number, to: number): Quantity[] {
  const raw = text.slice(from, to);
  const spelled = spellNumbers(raw);
  const found: Quantity[] = [];
  if (!/\d/.test(spelled)) return found;
  // « 3-4 m », "15-16 hours": a range reads as its upper figure (the dash becomes a space, offsets kept).
  // (Only a sentence with a dash can hold a range.)
  const segment = /[-–]/.test(spelled)
    ? spelled.replace(/(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)[-–](?=\d)/gu, '$1 ')
    : spelled;
  const add = (name: string, match: RegExpExecArray) => {
    // A spelled number starts where its word does.
    let start = match.index;
    while (start > 0 && segment[start - 1] === ' ' && /\p{L}/u.test(raw[start - 1] ?? '')) start--;
    // A range starts at its lower figure, so a negation before the range reaches it (« no 60-100 kg tires »).
    const lower = /(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?[-–]$/u.exec(raw.slice(0, start));
    if (lower) start = lower.index;
    found.push({ name, start: from + start, end: from + match.index + match[0].length });
  };
  // Most sentences with a figure hold no unit at all: each pattern runs only where its unit's letters are.
  const lower = segment.toLowerCase();
  const mentions = (...words: string[]) => words.some((word) => lower.includes(word));
  const none: RegExpExecArray[] = [];

  for (const match of mentions('kg', 'kilo', 'lb', 'livre', 'pound') ? segment.matchAll(MASS) : none) {
    const unit = (match[2] ?? '').toLowerCase();
    const kg = parseNumber(match[1] ?? '0') * (unit.startsWith('k') ? 1 : 0.4536);
    if (kg >= 20 && kg <= 2000) add('@load-heavy', match);
    // A lighter load is a finding only with how it is carried: up stairs, or stacked to head height by hand.
    if (kg >= 10 && kg < 20) add('@load-moderate', match);
    if (kg >= 50 && kg <= 2000) add('@load-very-heavy', match);
  }
  // A length is a figure then its unit (m, mètres, pi, pieds, ft, feet, foot), after at most a space or a dash: most
  // sentences with a figure give none, and the pattern's lookbehinds need not be tried at each of their characters.
  for (const match of /\d[\s-]?[mpf]/iu.test(segment) ? segment.matchAll(LENGTH) : none) {
    // « hauteur < 3 m », "kept under 3 m": a limit respected, not a height reached.
    if (UNDER_LIMIT.test(segment.slice(Math.max(0, match.index - 16), match.index))) continue;
    if (APPROACH.test(segment.slice(Math.max(0, match.index - 48), match.index))) continue;
    if (LENGTH_OF.test(segment.slice(Math.max(0, match.index - 32), match.index))) continue;
    const unit = (match[2] ?? '').toLowerCase();
    const metres = parseNumber(match[1] ?? '0') * (/^(pi|pied|ft|feet|foot)/.test(unit) ? 0.3048 : 1);
    if (match[3]) {
      if (metres >= 1.2) add('@depth', match);
    } else if (metres >= 3 && metres <= 500) add('@height-3m', match);
  }
  for (const match of mentions('tage', 'floor', 'stor') ? segment.matchAll(FLOOR) : none) {
    const level = match[1] ? Number(match[1]) : 2;
    if (level >= 2) add('@height-3m', match);
  }
  // Below 19.5 %, the air lacks oxygen (the 19.5–23 % range of RSST s. 302 and of the other provinces' rules).
  for (const match of mentions('o2', 'o₂', 'oxyg') ? segment.matchAll(OXYGEN) : none) {
    const percent = parseNumber(match[1] ?? match[2] ?? '0');
    if (percent > 0 && percent < 19.5) add('@oxygen-low', match);
  }
  for (const match of /\d\s?(?:k?v|volt)/i.test(segment) ? segment.matchAll(VOLTAGE) : none) {
    const unit = (match[2] ?? '').toLowerCase();
    const volts =
      parseNumber((match[1] ?? '0').replace(/[ \u00a0\u202f]/g, '')) * (unit.startsWith('k') ? 1000 : 1);
    // From 600 V, a figure alone says the energy can kill: a neon transformer, a distribution line, a drive's bus.
    if (volts >= 600 && volts <= 1_000_000) add('@voltage-high', match);
  }
  for (const match of mentions('db', 'cibel') ? segment.matchAll(NOISE) : none) {
    if (isTheLimit(segment, match)) continue;
    const level = parseNumber(match[1] ?? '0');
    if (level >= 85 && level <= 180) add('@noise-85', match);
    if (level >= 100 && level <= 180) add('@noise-100', match);
  }
  // "5 m at 45 degrees" up a slope is an angle; degrees without a scale are heat or cold only where the sentence
  // speaks of them.
  // (Each read once, when first needed: most sentences give no figure they would qualify.)
  let thermalRead: boolean | null = null;
  const thermal = () => {
    thermalRead ??= THERMAL.test(segment);
    return thermalRead;
  };
  let anglesRead: boolean | null = null;
  const angles = () => {
    anglesRead ??= ANGLE.test(segment) && !thermal();
    return anglesRead;
  };
  for (const match of mentions('°', 'degr') ? segment.matchAll(TEMPERATURE) : none) {
    if (angles() && !match[3] && !match[4] && !match[5]) continue;
    // « point d’éclair 40 °C », "flash point 38 °C": a liquid's property, not the air or a surface.
    if (PROPERTY_BEFORE.test(segment.slice(Math.max(0, match.index - 24), match.index))) continue;
    const negative = match[1] !== undefined && match[1] !== '';
    const scale = (match[3] ?? match[4] ?? match[5] ?? 'c').toLowerCase();
    let degrees = parseNumber(match[2] ?? '0') * (negative ? -1 : 1);
    if (scale.startsWith('f')) degrees = ((degrees - 32) * 5) / 9;
    // Processing rooms and coolers kept at 5 °C or below are cold work (fish plants, meat cutting).
    if (degrees <= 5) add('@temp-cold', match);
    if (degrees <= -10) add('@temp-freezing', match);
    const liquid =
      LIQUID_BEFORE.test(segment.slice(Math.max(0, match.index - 16), match.index)) ||
      BATH_AT.test(segment.slice(Math.max(0, match.index - 48), match.index));
    if (degrees >= 28 && degrees <= 55 && !liquid) add('@temp-hot', match);
    // Skin burns within seconds from about 60 °C: hot oil, purged plastic, an oven's racks.
    if (degrees >= 60 && degrees <= 2000) add('@temp-burning', match);
  }
  // A bare figure in degrees is written with its « C » or after its minus sign.
  if ((segment.includes('C') || /[-−–]/.test(segment)) && thermal()) {
    for (const match of segment.matchAll(BARE_CELSIUS)) {
      const degrees = parseNumber(match[2] ?? '0') * (match[1] ? -1 : 1);
      if (degrees <= 5) add('@temp-cold', match);
      if (degrees <= -10) add('@temp-freezing', match);
      if (degrees >= 28 && degrees <= 55) add('@temp-hot', match);
    }
    for (const match of segment.matchAll(BARE_MINUS)) {
      if (found.some((quantity) => quantity.start <= from + match.index && quantity.end > from + match.index))
        continue;
      const degrees = -Number(match[1]);
      if (degrees <= -5) add('@temp-cold', match);
      if (degrees <= -10) add('@temp-freezing', match);
    }
  }
  for (const match of mentions('-', '−', '–', 'moins', 'minus')
    ? [...segment.matchAll(COLD_WEATHER), ...segment.matchAll(WEATHER_SAID)]
    : none) {
    const degrees = -Number(match[1]);
    if (degrees <= -5) add('@temp-cold', match);
    if (degrees <= -10) add('@temp-freezing', match);
  }
  if (segment.includes('19') && BUILDING.test(segment))
    for (const match of segment.matchAll(YEAR)) add('@old-building', match);
  for (const match of mentions('semaine', 'week', 'wk')
    ? [...segment.matchAll(WEEK_HOURS), ...segment.matchAll(WEEKS_OF)]
    : none)
    if (Number(match[1]) >= 55 && Number(match[1]) <= 120) add('@long-shift', match);
  // Hours (HOURS, CLOCK_RANGE) are a figure then an « h » after at most a space and a dash, clock times (CLOCK_SPAN)
  // hold a colon: a sentence with neither gives no length of shift, of sleep or of a range of hours.
  const hourFigures = /\d\s?-?\s?h/iu.test(segment) || segment.includes(':');
  if (hourFigures && SHIFT.test(segment)) {
    for (const match of durations(segment)) {
      // "the medevac took 19 hours", « l’attente a pris 14 h »: how long something took, not a shift.
      if (TOOK_BEFORE.test(segment.slice(Math.max(0, match.index - 24), match.index))) continue;
      const hours = parseNumber(match[1] ?? '0');
      if (hours >= 12 && hours <= 24) add('@long-shift', match);
    }
    for (const match of [...segment.matchAll(CLOCK_RANGE), ...segment.matchAll(CLOCK_SPAN)]) {
      const hours = (Number(match[2]) - Number(match[1]) + 24) % 24;
      if (hours >= 12) add('@long-shift', match);
    }
  }
  // A few hours of sleep: "he'd slept five hours", « il a dormi trois heures ».
  for (const match of hourFigures && SLEEP.test(segment) ? durations(segment) : none) {
    const hours = parseNumber(match[1] ?? '0');
    if (hours >= 1 && hours <= 5) add('@short-sleep', match);
  }
  // « Seul de 23 h à 7 h »: hours of work, whatever their length, for rules about when people work.
  for (const match of hourFigures ? segment.matchAll(CLOCK_RANGE) : none) add('@clock-range', match);
  return found;
}
