import { defineMainSector } from './define';

/** Issue 12: health care, food services, retail and education, with their sub-sectors and activities. */
export const healthCare = defineMainSector(
  'health-care',
  { fr: 'Santé et services sociaux', en: 'Health care and social assistance' },
  [
    {
      key: 'hospitals',
      name: { fr: 'Hôpitaux', en: 'Hospitals' },
      naics: '622',
      activities: [
        ['emergency', 'Urgence', 'Emergency department'],
        ['medical-surgical', 'Unités de médecine et de chirurgie', 'Medical and surgical units'],
        ['laboratories', 'Laboratoires', 'Laboratories'],
        ['environmental-services', 'Hygiène et salubrité', 'Environmental services'],
        ['psychiatry', 'Psychiatrie', 'Psychiatry'],
      ],
    },
    {
      key: 'long-term-care',
      name: { fr: 'Soins de longue durée', en: 'Long-term care' },
      naics: '623',
      activities: [
        ['resident-care', 'Soins aux résidents', 'Resident care'],
        ['dementia-units', 'Unités prothétiques', 'Dementia units'],
        ['dietary', 'Services alimentaires', 'Dietary services'],
        ['laundry', 'Buanderie', 'Laundry'],
      ],
    },
    {
      key: 'home-community-care',
      name: { fr: 'Soins à domicile et communautaires', en: 'Home and community care' },
      naics: '6216, 624',
      activities: [
        ['home-support', 'Soutien à domicile', 'Home support'],
        ['home-nursing', 'Soins infirmiers à domicile', 'Home nursing'],
        ['group-homes', 'Ressources intermédiaires et foyers de groupe', 'Group homes'],
        ['paramedics', 'Services préhospitaliers', 'Paramedic services'],
      ],
    },
    {
      key: 'clinics',
      name: { fr: 'Cliniques', en: 'Clinics' },
      naics: '621',
      activities: [
        ['medical-clinics', 'Cliniques médicales', 'Medical clinics'],
        ['dental-offices', 'Cabinets dentaires', 'Dental offices'],
        ['physiotherapy', 'Physiothérapie', 'Physiotherapy'],
        ['pharmacies', 'Pharmacies', 'Pharmacies'],
      ],
    },
  ],
);

export const foodServices = defineMainSector('food-services', { fr: 'Restauration', en: 'Food services' }, [
  {
    key: 'restaurants',
    name: { fr: 'Restaurants', en: 'Restaurants' },
    naics: '7225',
    activities: [
      ['kitchens', 'Cuisines', 'Kitchens'],
      ['fryers-grills', 'Friteuses et grils', 'Fryers and grills'],
      ['dishwashing', 'Plonge', 'Dishwashing'],
      ['dining-room', 'Salle à manger et service', 'Dining room and service'],
    ],
  },
  {
    key: 'institutional-catering',
    name: { fr: 'Restauration collective', en: 'Institutional catering' },
    naics: '7223',
    activities: [
      ['cafeterias', 'Cafétérias', 'Cafeterias'],
      ['central-kitchens', 'Cuisines centrales', 'Central kitchens'],
      ['banquets', 'Banquets et traiteurs', 'Banquets and catering'],
      ['food-trucks', 'Camions de cuisine de rue', 'Food trucks'],
    ],
  },
  {
    key: 'bakeries-delis',
    name: { fr: 'Boulangeries et charcuteries', en: 'Bakeries and delis' },
    naics: '3118, 4452',
    activities: [
      ['bakeries', 'Boulangeries', 'Bakeries'],
      ['deli-counters', 'Comptoirs de charcuterie', 'Deli counters'],
      ['butcher-shops', 'Boucheries', 'Butcher shops'],
      ['pastry', 'Pâtisseries', 'Pastry shops'],
    ],
  },
  {
    key: 'bars-hotels',
    name: { fr: 'Bars et hôtellerie', en: 'Bars and hotels' },
    naics: '7224, 7211',
    activities: [
      ['bars', 'Bars', 'Bars'],
      ['hotel-kitchens', 'Cuisines d’hôtel', 'Hotel kitchens'],
      ['housekeeping', 'Entretien ménager', 'Housekeeping'],
      ['night-shift', 'Service de nuit', 'Night service'],
    ],
  },
]);

export const retail = defineMainSector('retail', { fr: 'Commerce de détail', en: 'Retail trade' }, [
  {
    key: 'grocery',
    name: { fr: 'Épiceries et supermarchés', en: 'Grocery and supermarkets' },
    naics: '4451',
    activities: [
      ['checkouts', 'Caisses', 'Checkouts'],
      ['stocking', 'Mise en tablette', 'Shelf stocking'],
      ['receiving', 'Réception des marchandises', 'Receiving'],
      ['meat-departments', 'Rayon des viandes', 'Meat department'],
    ],
  },
  {
    key: 'hardware-building',
    name: { fr: 'Quincailleries et centres de rénovation', en: 'Hardware and home centres' },
    naics: '4441',
    activities: [
      ['lumber-yards', 'Cours à bois', 'Lumber yards'],
      ['store-floor', 'Surface de vente', 'Store floor'],
      ['paint-mixing', 'Mélange de peinture', 'Paint mixing'],
      ['garden-centres', 'Centres de jardinage', 'Garden centres'],
    ],
  },
  {
    key: 'convenience-stores',
    name: { fr: 'Dépanneurs et stations-service', en: 'Convenience stores and gas stations' },
    naics: '4471, 4452',
    activities: [
      ['night-shifts', 'Quarts de nuit', 'Night shifts'],
      ['cash-handling', 'Manipulation d’argent', 'Cash handling'],
      ['fuel-islands', 'Îlots de pompes', 'Fuel islands'],
      ['stockrooms', 'Réserves', 'Stockrooms'],
    ],
  },
  {
    key: 'general-merchandise',
    name: { fr: 'Grands magasins', en: 'General merchandise' },
    naics: '452',
    activities: [
      ['warehouse-clubs', 'Magasins-entrepôts', 'Warehouse clubs'],
      ['customer-service', 'Service à la clientèle', 'Customer service'],
      ['loss-prevention', 'Prévention des pertes', 'Loss prevention'],
      ['online-order-picking', 'Préparation des commandes en ligne', 'Online order picking'],
    ],
  },
]);

export const education = defineMainSector('education', { fr: 'Enseignement', en: 'Education' }, [
  {
    key: 'schools',
    name: { fr: 'Écoles primaires et secondaires', en: 'Elementary and secondary schools' },
    naics: '6111',
    activities: [
      ['classrooms', 'Salles de classe', 'Classrooms'],
      ['special-education', 'Adaptation scolaire', 'Special education'],
      ['science-labs', 'Laboratoires de sciences', 'Science labs'],
      ['shops', 'Ateliers (bois, métal)', 'Shops (wood, metal)'],
      ['custodial', 'Conciergerie et entretien', 'Custodial and maintenance'],
    ],
  },
  {
    key: 'post-secondary',
    name: { fr: 'Cégeps, collèges et universités', en: 'Colleges and universities' },
    naics: '6112, 6113',
    activities: [
      ['research-labs', 'Laboratoires de recherche', 'Research laboratories'],
      ['trades-training', 'Formation professionnelle', 'Trades training'],
      ['lecture-halls', 'Enseignement en classe', 'Lecture teaching'],
      ['facilities', 'Gestion des immeubles', 'Facilities'],
    ],
  },
  {
    key: 'child-care',
    name: { fr: 'Services de garde', en: 'Child care' },
    naics: '6244',
    activities: [
      ['infant-rooms', 'Pouponnières', 'Infant rooms'],
      ['preschool', 'Groupes d’âge préscolaire', 'Preschool groups'],
      ['outdoor-play', 'Jeux extérieurs', 'Outdoor play'],
      ['kitchens', 'Cuisine', 'Kitchen'],
    ],
  },
  {
    key: 'school-transport',
    name: { fr: 'Transport scolaire', en: 'School transport' },
    naics: '4854',
    activities: [
      ['bus-driving', 'Conduite d’autobus', 'Bus driving'],
      ['bus-maintenance', 'Entretien des autobus', 'Bus maintenance'],
      ['student-supervision', 'Surveillance des élèves', 'Student supervision'],
      ['routes-winter', 'Circuits en hiver', 'Winter routes'],
    ],
  },
]);
