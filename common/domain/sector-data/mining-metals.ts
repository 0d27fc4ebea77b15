import { defineMainSector } from './define';

export const miningMetals = defineMainSector(
  'mining-metals',
  { fr: 'Mines et métaux', en: 'Mining and Metals' },
  [
    {
      key: 'underground-mining',
      name: { fr: 'Mines souterraines', en: 'Underground mining' },
      naics: '2121, 2122',
      activities: [
        ['drilling-blasting', 'Forage et sautage', 'Drilling and blasting'],
        ['scaling-ground-support', 'Écaillage et soutènement de terrain', 'Scaling and ground support'],
        ['mucking-haulage', 'Chargement et roulage', 'Mucking and haulage'],
        ['shaft-hoisting', 'Puits, cages et treuils', 'Shafts, cages and hoists'],
        ['underground-maintenance', 'Entretien mécanique souterrain', 'Underground maintenance'],
        ['backfill-ventilation', 'Remblayage et ventilation', 'Backfill and ventilation'],
      ],
    },
    {
      key: 'open-pit-quarries',
      name: { fr: 'Mines à ciel ouvert et carrières', en: 'Open-pit mines and quarries' },
      naics: '2122, 2123',
      activities: [
        ['haul-trucks', 'Camions hors route', 'Haul trucks'],
        ['pit-drilling-blasting', 'Forage et sautage en fosse', 'Pit drilling and blasting'],
        ['crushing-screening', 'Concassage et tamisage', 'Crushing and screening'],
        ['benches-walls', 'Bancs, parois et pentes', 'Benches, walls and slopes'],
        ['loading-shovels', 'Chargement par pelles et chargeuses', 'Shovel and loader operations'],
      ],
    },
    {
      key: 'mineral-processing',
      name: { fr: 'Traitement du minerai (concentrateurs)', en: 'Mineral processing (concentrators)' },
      naics: '2122',
      activities: [
        ['grinding', 'Broyage', 'Grinding'],
        ['flotation-reagents', 'Flottation et réactifs', 'Flotation and reagents'],
        ['conveyor-maintenance', 'Entretien des convoyeurs', 'Conveyor maintenance'],
        ['tailings', 'Parc à résidus', 'Tailings management'],
        ['assay-lab', 'Laboratoire d’essais', 'Assay laboratory'],
      ],
    },
    {
      key: 'primary-metals',
      name: { fr: 'Première transformation des métaux', en: 'Primary metal manufacturing' },
      naics: '331',
      activities: [
        ['smelting-potrooms', 'Électrolyse et salles de cuves', 'Smelting and potrooms'],
        ['casting', 'Coulée et fonderie', 'Casting and foundry work'],
        ['rolling-mills', 'Laminage', 'Rolling mills'],
        ['furnace-refractory', 'Entretien des fours et réfractaires', 'Furnace and refractory maintenance'],
        ['overhead-crane-operations', 'Ponts roulants', 'Overhead crane operations'],
      ],
    },
    {
      key: 'metal-fabrication',
      name: { fr: 'Fabrication de produits métalliques', en: 'Fabricated metal products' },
      naics: '332',
      activities: [
        ['welding-fabrication', 'Soudage et assemblage', 'Welding and fabrication'],
        ['cutting', 'Coupage plasma, laser et oxycoupage', 'Plasma, laser and oxy-fuel cutting'],
        ['press-brake-forming', 'Pliage et formage (presses plieuses)', 'Press brake and forming'],
        ['abrasive-blasting-painting', 'Décapage abrasif et peinture', 'Abrasive blasting and painting'],
        ['galvanizing-plating', 'Galvanisation et placage', 'Galvanizing and plating'],
      ],
    },
    {
      key: 'exploration',
      name: { fr: 'Exploration minérale et forage', en: 'Mineral exploration and drilling' },
      naics: '21311',
      activities: [
        ['diamond-drilling', 'Forage au diamant', 'Diamond drilling'],
        ['geological-fieldwork', 'Travaux géologiques sur le terrain', 'Geological fieldwork'],
        ['remote-camps', 'Camps éloignés', 'Remote camps'],
        ['line-cutting', 'Coupe de lignes et prospection', 'Line cutting and prospecting'],
        ['helicopter-support', 'Soutien par hélicoptère', 'Helicopter support'],
      ],
    },
  ],
);
