import { defineMainSector } from './define';

export const transportWarehousing = defineMainSector(
  'transport-warehousing',
  { fr: 'Transport et entreposage', en: 'Transport and warehousing' },
  [
    {
      key: 'trucking',
      name: { fr: 'Transport par camion', en: 'Truck transportation' },
      naics: '484',
      activities: [
        ['long-haul', 'Transport longue distance', 'Long-haul trucking'],
        ['local-delivery', 'Livraison locale', 'Local delivery'],
        ['flatbed-securement', 'Arrimage de charges sur plateau', 'Flatbed load securement'],
        ['dangerous-goods', 'Transport de marchandises dangereuses', 'Dangerous goods transport'],
        ['tanker-bulk', 'Citernes et vrac', 'Tankers and bulk'],
      ],
    },
    {
      key: 'warehousing',
      name: { fr: 'Entreposage et centres de distribution', en: 'Warehousing and distribution centres' },
      naics: '4931',
      activities: [
        ['receiving-shipping', 'Réception et expédition', 'Receiving and shipping'],
        ['order-picking', 'Préparation de commandes', 'Order picking'],
        ['forklift-operations', 'Conduite de chariots élévateurs', 'Forklift operations'],
        ['pallet-racking', 'Entreposage en palettiers', 'Pallet racking storage'],
        ['cold-storage', 'Entrepôts frigorifiques', 'Cold storage'],
        ['automated-warehouse', 'Entrepôts automatisés et convoyeurs', 'Automated warehouses and conveyors'],
      ],
    },
    {
      key: 'couriers',
      name: { fr: 'Messageries et livraison de colis', en: 'Couriers and parcel delivery' },
      naics: '492',
      activities: [
        ['parcel-sorting', 'Tri de colis', 'Parcel sorting'],
        ['van-delivery', 'Livraison en fourgonnette', 'Van delivery'],
        ['cycle-courier', 'Livraison à vélo', 'Bicycle courier'],
        ['residential-doorstep', 'Livraison résidentielle à domicile', 'Residential doorstep delivery'],
      ],
    },
    {
      key: 'passenger-transit',
      name: { fr: 'Transport en commun et de passagers', en: 'Transit and ground passenger transportation' },
      naics: '485',
      activities: [
        ['bus-operation', 'Conduite d’autobus', 'Bus operation'],
        ['transit-maintenance', 'Garage d’entretien', 'Maintenance garage'],
        ['school-bus', 'Transport scolaire', 'School bus'],
        ['paratransit-taxi', 'Transport adapté et taxi', 'Paratransit and taxi'],
      ],
    },
    {
      key: 'rail-marine-air',
      name: { fr: 'Transport ferroviaire, maritime et aérien', en: 'Rail, marine and air transportation' },
      naics: '481, 482, 483, 488',
      activities: [
        ['rail-yard', 'Gares de triage et manœuvres', 'Rail yard and switching'],
        ['longshoring', 'Manutention portuaire', 'Longshoring'],
        ['vessel-operations', 'Exploitation de navires', 'Vessel operations'],
        ['aircraft-ground-handling', 'Services au sol des aéronefs', 'Aircraft ground handling'],
        ['track-maintenance', 'Entretien des voies', 'Track maintenance'],
      ],
    },
  ],
);
