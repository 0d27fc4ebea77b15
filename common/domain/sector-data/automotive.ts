import { defineMainSector } from './define';

export const automotive = defineMainSector('automotive', { fr: 'Automobile', en: 'Automotive' }, [
  {
    key: 'repair-maintenance',
    name: { fr: 'Réparation et entretien de véhicules', en: 'Automotive repair and maintenance' },
    naics: '8111',
    activities: [
      ['general-mechanics', 'Mécanique générale', 'General mechanical repair'],
      ['brakes-suspension', 'Freins, suspension et direction', 'Brakes, suspension and steering'],
      ['tire-service', 'Pose et réparation de pneus', 'Tire installation and repair'],
      ['oil-change-lubrication', 'Vidange et lubrification', 'Oil change and lubrication'],
      [
        'diagnostics-electrical',
        'Diagnostic et électricité automobile',
        'Diagnostics and automotive electrical',
      ],
      ['heavy-vehicle-repair', 'Mécanique de véhicules lourds', 'Heavy vehicle repair'],
      [
        'ev-hybrid-service',
        'Entretien de véhicules électriques et hybrides',
        'Electric and hybrid vehicle service',
      ],
    ],
  },
  {
    key: 'body-paint',
    name: { fr: 'Carrosserie et peinture', en: 'Collision repair and paint' },
    naics: '811121',
    activities: [
      ['collision-repair', 'Débosselage et réparation de collision', 'Dent and collision repair'],
      ['surface-preparation', 'Préparation des surfaces et ponçage', 'Surface preparation and sanding'],
      ['spray-painting', 'Peinture au pistolet en cabine', 'Spray painting in a booth'],
      ['frame-straightening', 'Redressage de châssis', 'Frame straightening'],
      ['glass-replacement', 'Remplacement de pare-brise et de vitres', 'Windshield and glass replacement'],
      ['panel-welding', 'Soudage et remplacement de panneaux', 'Panel welding and replacement'],
    ],
  },
  {
    key: 'dealerships',
    name: { fr: 'Concessionnaires automobiles', en: 'Automobile dealers' },
    naics: '4411',
    activities: [
      [
        'vehicle-preparation',
        'Préparation des véhicules neufs et d’occasion',
        'New and used vehicle preparation',
      ],
      ['parts-department', 'Magasin de pièces', 'Parts department'],
      ['car-wash-detailing', 'Lavage et esthétique automobile', 'Car wash and detailing'],
      ['lot-operations', 'Déplacement des véhicules sur le terrain', 'Moving vehicles on the lot'],
      ['sales-showroom', 'Salle d’exposition et ventes', 'Showroom and sales'],
    ],
  },
  {
    key: 'vehicle-manufacturing',
    name: { fr: 'Fabrication de véhicules automobiles', en: 'Motor vehicle manufacturing' },
    naics: '3361',
    activities: [
      ['body-shop-welding', 'Tôlerie et soudage robotisé', 'Body shop and robotic welding'],
      ['paint-shop', 'Atelier de peinture', 'Paint shop'],
      ['final-assembly', 'Assemblage final', 'Final assembly'],
      ['quality-inspection', 'Contrôle de la qualité et essais', 'Quality inspection and testing'],
      ['bus-specialty-vehicles', 'Autobus et véhicules spécialisés', 'Buses and specialty vehicles'],
    ],
  },
  {
    key: 'parts-manufacturing',
    name: { fr: 'Fabrication de pièces pour véhicules', en: 'Motor vehicle parts manufacturing' },
    naics: '3363',
    activities: [
      ['metal-stamping', 'Emboutissage de métal', 'Metal stamping'],
      ['machining', 'Usinage', 'Machining'],
      ['injection-moulding', 'Moulage par injection', 'Injection moulding'],
      ['assembly-lines', 'Lignes d’assemblage de composants', 'Component assembly lines'],
      ['battery-assembly', 'Assemblage de modules de batteries', 'Battery module assembly'],
    ],
  },
  {
    key: 'towing-roadside',
    name: { fr: 'Remorquage et assistance routière', en: 'Towing and roadside assistance' },
    naics: '488410',
    activities: [
      ['roadside-towing', 'Remorquage en bordure de route', 'Roadside towing'],
      ['winching-recovery', 'Treuillage et récupération de véhicules', 'Winching and vehicle recovery'],
      ['flatbed-transport', 'Transport sur plateau', 'Flatbed transport'],
      [
        'roadside-service',
        'Survoltage, crevaisons et dépannage',
        'Boosting, flat tires and roadside service',
      ],
    ],
  },
]);
