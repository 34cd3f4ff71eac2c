/** Product attribute codes (material, fit, care, features) and their labels per language (en de fr it es nl pl pt). */
import { labelTable } from './languages';

export const MATERIALS = labelTable({
  'full-grain-leather': [
    'Full-grain leather',
    'Vollnarbenleder',
    'Cuir pleine fleur',
    'Pelle pieno fiore',
    'Piel plena flor',
    'Volnerfleer',
    'Skóra licowa',
    'Pele plena flor',
  ],
  suede: ['Suede', 'Veloursleder', 'Daim', 'Camoscio', 'Ante', 'Suède', 'Zamsz', 'Camurça'],
  nubuck: ['Nubuck', 'Nubukleder', 'Nubuck', 'Nabuk', 'Nobuk', 'Nubuck', 'Nubuk', 'Nobuck'],
  canvas: ['Canvas', 'Canvas', 'Toile', 'Tela', 'Lona', 'Canvas', 'Płótno', 'Lona'],
  mesh: ['Engineered mesh', 'Mesh-Gewebe', 'Mesh technique', 'Rete tecnica', 'Malla técnica', 'Mesh', 'Siatka techniczna', 'Malha técnica'],
  rubber: [
    'Natural rubber',
    'Naturkautschuk',
    'Caoutchouc naturel',
    'Gomma naturale',
    'Caucho natural',
    'Natuurrubber',
    'Kauczuk naturalny',
    'Borracha natural',
  ],
  'recycled-polyester': [
    'Recycled polyester',
    'Recyceltes Polyester',
    'Polyester recyclé',
    'Poliestere riciclato',
    'Poliéster reciclado',
    'Gerecycled polyester',
    'Poliester z recyklingu',
    'Poliéster reciclado',
  ],
  nylon: ['Ripstop nylon', 'Ripstop-Nylon', 'Nylon ripstop', 'Nylon ripstop', 'Nailon ripstop', 'Ripstop nylon', 'Nylon ripstop', 'Nylon ripstop'],
  merino: ['Merino wool', 'Merinowolle', 'Laine mérinos', 'Lana merino', 'Lana merino', 'Merinowol', 'Wełna merino', 'Lã merino'],
  'organic-cotton': [
    'Organic cotton',
    'Bio-Baumwolle',
    'Coton biologique',
    'Cotone biologico',
    'Algodón orgánico',
    'Biologisch katoen',
    'Bawełna organiczna',
    'Algodão orgânico',
  ],
  softshell: [
    'Stretch softshell',
    'Stretch-Softshell',
    'Softshell extensible',
    'Softshell elasticizzato',
    'Softshell elástico',
    'Stretch softshell',
    'Elastyczny softshell',
    'Softshell elástico',
  ],
});
export type MaterialCode = keyof typeof MATERIALS;

export const FITS = labelTable({
  regular: ['Regular', 'Normal', 'Standard', 'Regolare', 'Regular', 'Normaal', 'Standardowy', 'Normal'],
  wide: ['Wide', 'Weit', 'Large', 'Larga', 'Ancho', 'Breed', 'Szeroki', 'Largo'],
  narrow: ['Narrow', 'Schmal', 'Étroite', 'Stretta', 'Estrecho', 'Smal', 'Wąski', 'Estreito'],
  relaxed: ['Relaxed', 'Locker', 'Ample', 'Comoda', 'Holgado', 'Los', 'Luźny', 'Folgado'],
  slim: ['Slim', 'Figurbetont', 'Ajustée', 'Slim', 'Entallado', 'Slim', 'Dopasowany', 'Justo'],
});
export type FitCode = keyof typeof FITS;

export const CARE = labelTable({
  'wipe-clean': [
    'Wipe clean with a damp cloth',
    'Mit einem feuchten Tuch abwischen',
    'Nettoyer avec un chiffon humide',
    'Pulire con un panno umido',
    'Limpiar con un paño húmedo',
    'Reinigen met een vochtige doek',
    'Czyścić wilgotną ściereczką',
    'Limpar com um pano húmido',
  ],
  'brush-clean': [
    'Brush clean and re-proof',
    'Ausbürsten und neu imprägnieren',
    'Brosser et réimperméabiliser',
    'Spazzolare e reimpermeabilizzare',
    'Cepillar y reimpermeabilizar',
    'Borstelen en opnieuw impregneren',
    'Czyścić szczotką i impregnować',
    'Escovar e reimpermeabilizar',
  ],
  'machine-30': [
    'Machine wash at 30 °C',
    'Maschinenwäsche bei 30 °C',
    'Lavage en machine à 30 °C',
    'Lavaggio in lavatrice a 30 °C',
    'Lavar a máquina a 30 °C',
    'Machinewas op 30 °C',
    'Prać w pralce w 30 °C',
    'Lavar na máquina a 30 °C',
  ],
  'hand-wash': [
    'Hand wash cold',
    'Kalte Handwäsche',
    'Lavage à la main à froid',
    'Lavare a mano in acqua fredda',
    'Lavar a mano en frío',
    'Koude handwas',
    'Prać ręcznie w zimnej wodzie',
    'Lavar à mão em água fria',
  ],
});
export type CareCode = keyof typeof CARE;

export const FEATURES = labelTable({
  waterproof: ['Waterproof', 'Wasserdicht', 'Imperméable', 'Impermeabile', 'Impermeable', 'Waterdicht', 'Wodoodporne', 'Impermeável'],
  breathable: ['Breathable', 'Atmungsaktiv', 'Respirant', 'Traspirante', 'Transpirable', 'Ademend', 'Oddychające', 'Respirável'],
  insulated: ['Insulated', 'Wärmeisoliert', 'Isolant', 'Imbottito', 'Aislante', 'Geïsoleerd', 'Ocieplane', 'Isolante'],
  vegan: ['Vegan', 'Vegan', 'Vegan', 'Vegano', 'Vegano', 'Veganistisch', 'Wegańskie', 'Vegano'],
  recycled: [
    'Recycled materials',
    'Recycelte Materialien',
    'Matières recyclées',
    'Materiali riciclati',
    'Materiales reciclados',
    'Gerecyclede materialen',
    'Materiały z recyklingu',
    'Materiais reciclados',
  ],
  lightweight: ['Lightweight', 'Leicht', 'Léger', 'Leggero', 'Ligero', 'Lichtgewicht', 'Lekkie', 'Leve'],
  'slip-resistant': ['Slip-resistant', 'Rutschfest', 'Antidérapant', 'Antiscivolo', 'Antideslizante', 'Antislip', 'Antypoślizgowe', 'Antiderrapante'],
  packable: ['Packable', 'Verstaubar', 'Compressible', 'Ripiegabile', 'Plegable', 'Opvouwbaar', 'Składane', 'Compactável'],
  reflective: [
    'Reflective details',
    'Reflektierende Details',
    'Détails réfléchissants',
    'Dettagli riflettenti',
    'Detalles reflectantes',
    'Reflecterende details',
    'Elementy odblaskowe',
    'Detalhes refletores',
  ],
  stretch: ['Stretch', 'Dehnbar', 'Extensible', 'Elasticizzato', 'Elástico', 'Rekbaar', 'Rozciągliwe', 'Elástico'],
  'quick-dry': ['Quick-drying', 'Schnelltrocknend', 'Séchage rapide', 'Asciugatura rapida', 'Secado rápido', 'Sneldrogend', 'Szybkoschnące', 'Secagem rápida'],
});
export type FeatureCode = keyof typeof FEATURES;

/** Headings of the description's attribute sentence, per language. */
export const ATTRIBUTE_HEADINGS = labelTable({
  material: ['Material', 'Material', 'Matière', 'Materiale', 'Material', 'Materiaal', 'Materiał', 'Material'],
  fit: ['Fit', 'Passform', 'Coupe', 'Vestibilità', 'Ajuste', 'Pasvorm', 'Krój', 'Ajuste'],
  features: ['Features', 'Eigenschaften', 'Points forts', 'Caratteristiche', 'Características', 'Kenmerken', 'Cechy', 'Características'],
  care: ['Care', 'Pflege', 'Entretien', 'Cura', 'Cuidado', 'Onderhoud', 'Pielęgnacja', 'Cuidados'],
});
