import { defineMainSector } from './define';

export const renewableEnergy = defineMainSector(
  'renewable-energy',
  { fr: 'Énergies renouvelables', en: 'Renewable Energy' },
  [
    {
      key: 'wind',
      name: { fr: 'Énergie éolienne', en: 'Wind power' },
      naics: '221119',
      activities: [
        ['tower-climbing', 'Ascension des tours', 'Tower climbing'],
        ['nacelle-maintenance', 'Entretien de la nacelle et du rotor', 'Nacelle and rotor maintenance'],
        ['blade-repair', 'Inspection et réparation des pales', 'Blade inspection and repair'],
        ['turbine-erection', 'Montage des éoliennes', 'Turbine erection'],
        ['collector-substation', 'Réseau collecteur et poste électrique', 'Collector system and substation'],
      ],
    },
    {
      key: 'solar',
      name: { fr: 'Énergie solaire', en: 'Solar power' },
      naics: '221119',
      activities: [
        ['rooftop-installation', 'Installation sur toiture', 'Rooftop installation'],
        ['ground-mount-farms', 'Parcs solaires au sol', 'Ground-mount solar farms'],
        ['inverter-wiring', 'Onduleurs et raccordement électrique', 'Inverters and electrical connection'],
        ['panel-maintenance', 'Nettoyage et entretien des panneaux', 'Panel cleaning and maintenance'],
      ],
    },
    {
      key: 'hydro',
      name: { fr: 'Hydroélectricité', en: 'Hydroelectric power' },
      naics: '221111',
      activities: [
        ['powerhouse-maintenance', 'Entretien de centrale', 'Powerhouse maintenance'],
        [
          'turbine-generator-overhaul',
          'Réfection de groupes turbine-alternateur',
          'Turbine-generator overhaul',
        ],
        ['dams-spillways', 'Barrages, vannes et évacuateurs', 'Dams, gates and spillways'],
        ['penstocks-tunnels', 'Conduites forcées et galeries', 'Penstocks and tunnels'],
        ['reservoir-work', 'Travaux sur les réservoirs et plans d’eau', 'Reservoir and waterway work'],
      ],
    },
    {
      key: 'bioenergy',
      name: { fr: 'Bioénergie et biomasse', en: 'Bioenergy and biomass' },
      naics: '221119',
      activities: [
        ['biomass-handling', 'Manutention et entreposage de biomasse', 'Biomass handling and storage'],
        ['pellet-production', 'Production de granules', 'Pellet production'],
        ['biogas-digesters', 'Biométhanisation (digesteurs)', 'Biogas digesters'],
        ['boiler-plant', 'Chaufferie et chaudières', 'Boiler plant operation'],
      ],
    },
    {
      key: 'storage-grid',
      name: { fr: 'Stockage d’énergie et raccordement au réseau', en: 'Energy storage and grid connection' },
      naics: '22112',
      activities: [
        ['battery-storage', 'Systèmes de stockage par batteries', 'Battery energy storage systems'],
        ['substations', 'Postes électriques', 'Substations'],
        [
          'transmission-lines',
          'Lignes de transport et de distribution',
          'Transmission and distribution lines',
        ],
        ['ev-charging', 'Installation de bornes de recharge', 'EV charger installation'],
      ],
    },
  ],
);
