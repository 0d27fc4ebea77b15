/**
 * Where the catalogue's existing hazards are typical of the sectors issue 12 adds, kept in one table so the
 * older hazard files stay as they were. Merged into each hazard's `sectors` by index.ts.
 */
export const NEW_SECTOR_PROFILES: Readonly<Record<string, readonly string[]>> = {
  'confined-spaces': [
    'agriculture.livestock.manure-handling',
    'utilities.wastewater',
    'oil-gas.refining.tank-cleaning',
  ],
  'hydrogen-sulfide': [
    'agriculture.livestock.manure-handling',
    'utilities.wastewater',
    'oil-gas.production.sour-gas',
  ],
  'machine-guarding': ['agriculture', 'food-services.bakeries-delis'],
  'mobile-equipment': ['agriculture', 'public-administration.municipal-services.waste-collection'],
  'heat-stress': ['agriculture.horticulture.greenhouses', 'food-services.restaurants.kitchens'],
  'working-alone': [
    'retail.convenience-stores',
    'health-care.home-community-care',
    'agriculture',
    'utilities',
  ],
  'workplace-violence': [
    'health-care',
    'retail.convenience-stores',
    'education.schools.special-education',
    'public-administration.public-service-offices',
    'public-administration.public-safety',
  ],
  'biological-agents': ['health-care', 'education.child-care', 'utilities.wastewater'],
  'slips-trips': ['food-services', 'retail', 'health-care'],
  'sharp-tools': ['food-services', 'fishing-seafood.seafood-processing', 'retail.grocery.meat-departments'],
  'repetitive-work': ['fishing-seafood.seafood-processing', 'retail.grocery.checkouts'],
  'cold-stress': [
    'fishing-seafood',
    'public-administration.roads-transport',
    'utilities.electric-power.distribution-lines',
    'public-administration.municipal-services.snow-removal',
  ],
  'manual-handling': ['retail', 'food-services', 'health-care.long-term-care'],
  'prolonged-standing': ['retail.grocery.checkouts', 'food-services'],
  'psychosocial-risks': ['health-care', 'education', 'public-administration.public-service-offices'],
  'fatigue-shift-work': ['health-care.hospitals', 'oil-gas.drilling-services'],
  'working-over-water': [
    'fishing-seafood',
    'utilities.wastewater.treatment-lagoons',
    'utilities.drinking-water.reservoirs',
  ],
  'overhead-power-lines': ['utilities.electric-power'],
  'electrical-contact': ['utilities.electric-power'],
  'explosive-atmospheres': ['oil-gas', 'utilities.gas-distribution'],
  'hot-work': ['oil-gas.refining', 'oil-gas.pipelines'],
  'falls-from-height': ['oil-gas.drilling-services'],
  'struck-by': ['oil-gas.drilling-services'],
  'excavation-trenching': ['utilities.drinking-water.water-mains', 'oil-gas.pipelines.integrity-digs'],
  'road-traffic-driving': [
    'public-administration.roads-transport',
    'education.school-transport',
    'health-care.home-community-care',
    'utilities.gas-distribution.meter-reading',
  ],
  'work-zone-traffic': ['public-administration.roads-transport.road-maintenance'],
  'whmis-hazardous-products': [
    'health-care.hospitals.environmental-services',
    'education.schools.science-labs',
  ],
  corrosives: ['utilities.drinking-water', 'public-administration.municipal-services.pools-arenas'],
  'wood-dust': ['education.schools.shops'],
  asbestos: ['education.schools.custodial'],
  noise: [
    'utilities.electric-power.generating-stations',
    'oil-gas.drilling-services',
    'food-services.restaurants.dishwashing',
    'food-services.bars-hotels.bars',
  ],
  'arc-flash': ['utilities.electric-power.substations', 'utilities.electric-power.generating-stations'],
  mould: [
    'education.schools',
    'health-care.home-community-care',
    'public-administration.public-service-offices',
  ],
  'underground-utilities': [
    'utilities.drinking-water.water-mains',
    'utilities.gas-distribution.service-lines',
  ],
  'needlestick-sharps': [
    'public-administration.municipal-services.parks',
    'public-administration.municipal-services.waste-collection',
    'public-administration.public-safety',
  ],
  harassment: ['health-care', 'retail', 'food-services', 'education', 'public-administration'],
  'carbon-monoxide': [
    'public-administration.municipal-services.pools-arenas',
    'agriculture.maple-forest-farms.sugar-shacks',
  ],
  'office-ergonomics': [
    'public-administration.public-service-offices.call-centres',
    'public-administration.public-safety.dispatch',
  ],
};
