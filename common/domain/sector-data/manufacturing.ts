import { defineMainSector } from './define';

export const manufacturing = defineMainSector('manufacturing', { fr: 'Fabrication', en: 'Manufacturing' }, [
  {
    key: 'food-beverage',
    name: { fr: 'Aliments et boissons', en: 'Food and beverage' },
    naics: '311, 312',
    activities: [
      ['meat-processing', 'Transformation des viandes', 'Meat processing'],
      ['bakery', 'Boulangerie industrielle', 'Industrial bakery'],
      ['dairy', 'Transformation laitière', 'Dairy processing'],
      ['packaging-lines', 'Lignes d’emballage', 'Packaging lines'],
      ['sanitation', 'Assainissement et lavage', 'Sanitation and washdown'],
      ['cold-rooms', 'Chambres froides et congélateurs', 'Cold rooms and freezers'],
    ],
  },
  {
    key: 'plastics-rubber',
    name: { fr: 'Produits en plastique et en caoutchouc', en: 'Plastics and rubber products' },
    naics: '326',
    activities: [
      ['injection-moulding', 'Moulage par injection', 'Injection moulding'],
      ['extrusion', 'Extrusion', 'Extrusion'],
      ['thermoforming', 'Thermoformage', 'Thermoforming'],
      ['compounding-mixing', 'Mélange et compoundage', 'Compounding and mixing'],
      ['foam-production', 'Mousses et polyuréthanes', 'Foam and polyurethane production'],
    ],
  },
  {
    key: 'chemicals',
    name: { fr: 'Produits chimiques', en: 'Chemicals' },
    naics: '325',
    activities: [
      ['batch-reactors', 'Réacteurs en lots', 'Batch reactors'],
      ['mixing-blending', 'Mélange et formulation', 'Mixing and blending'],
      ['drum-filling', 'Remplissage de fûts et de contenants', 'Drum and container filling'],
      ['tank-farm', 'Parc de réservoirs', 'Tank farm'],
      ['quality-lab', 'Laboratoire de contrôle de la qualité', 'Quality control laboratory'],
    ],
  },
  {
    key: 'machinery-equipment',
    name: { fr: 'Machines et équipements', en: 'Machinery and equipment' },
    naics: '333',
    activities: [
      ['cnc-machining', 'Usinage à commande numérique', 'CNC machining'],
      ['welding-assembly', 'Soudage et assemblage', 'Welding and assembly'],
      ['industrial-painting', 'Peinture industrielle', 'Industrial painting'],
      ['testing-commissioning', 'Essais et mise en service', 'Testing and commissioning'],
      ['maintenance-millwright', 'Entretien et mécanique industrielle', 'Maintenance and millwright work'],
    ],
  },
  {
    key: 'electrical-equipment',
    name: { fr: 'Matériel électrique et batteries', en: 'Electrical equipment and batteries' },
    naics: '335',
    activities: [
      ['coil-winding-assembly', 'Bobinage et assemblage', 'Coil winding and assembly'],
      ['soldering', 'Brasage et soudure électronique', 'Soldering'],
      ['battery-manufacturing', 'Fabrication de batteries', 'Battery manufacturing'],
      ['high-voltage-testing', 'Essais à haute tension', 'High-voltage testing'],
    ],
  },
  {
    key: 'printing-packaging',
    name: { fr: 'Impression et emballage', en: 'Printing and packaging' },
    naics: '323, 3222',
    activities: [
      ['printing-presses', 'Presses d’imprimerie', 'Printing presses'],
      ['die-cutting', 'Découpe et pliage', 'Die cutting and folding'],
      ['corrugated-boxes', 'Carton ondulé', 'Corrugated boxes'],
      ['ink-solvent-handling', 'Manipulation d’encres et de solvants', 'Ink and solvent handling'],
    ],
  },
]);
