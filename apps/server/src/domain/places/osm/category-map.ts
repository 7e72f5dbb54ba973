/**
 * What a user types ("dentistas", "clínica dental", "lawyers", "tienda de ropa") and which
 * wizard industry they chose, as OpenStreetMap tag filters; and back, an element's tags as
 * a human category and an industry. Matching ignores case and accents, and singular/plural.
 */
import type { Industry, Locale } from '@leadatlas/shared';
import { accentTolerantPattern, foldText, textTokens } from '../text.js';
import {
  anyClauseHolds,
  clauses,
  intersect,
  simplify,
  type TagClause,
  type TagCondition,
} from './tag-filters.js';

export interface CategoryDef {
  id: string;
  label: Record<Locale, string>;
  industry: Industry | null;
  /** Elements of this category (union of clauses). */
  tags: TagClause[];
  /** Phrases users type, Spanish and English, singular (plurals match too). */
  synonyms: string[];
  /** Folded stems of business names typical of the category ("dental" → "Clínica Dental X"). */
  names?: string[];
  /** A catch-all ("tienda"): further words of the text narrow it by name. */
  generic?: boolean;
}

const c = (def: Omit<CategoryDef, 'tags'> & { tags: string[] }): CategoryDef => ({
  ...def,
  tags: clauses(...def.tags),
});

/** Specific categories first: the reverse map takes the first whose tags an element has. */
export const CATEGORIES: CategoryDef[] = [
  // Health.
  c({
    id: 'dentist',
    label: { es: 'Dentista', en: 'Dentist' },
    industry: 'salud',
    tags: ['amenity=dentist', 'healthcare=dentist'],
    synonyms: [
      'dentista',
      'dentist',
      'dental',
      'clinica dental',
      'dental clinic',
      'consultorio dental',
      'odontologo',
      'odontologia',
      'odontologist',
      'ortodoncista',
      'ortodoncia',
      'orthodontist',
    ],
    names: ['dental', 'dentist', 'odontolog', 'ortodonc', 'orthodont'],
  }),
  c({
    id: 'veterinary',
    label: { es: 'Veterinario', en: 'Veterinary' },
    industry: 'salud',
    tags: ['amenity=veterinary'],
    synonyms: [
      'veterinario',
      'veterinaria',
      'clinica veterinaria',
      'hospital veterinario',
      'vet',
      'veterinarian',
      'veterinary',
      'veterinary clinic',
    ],
    names: ['veterinar'],
  }),
  c({
    id: 'pharmacy',
    label: { es: 'Farmacia', en: 'Pharmacy' },
    industry: 'salud',
    tags: ['amenity=pharmacy', 'healthcare=pharmacy'],
    synonyms: ['farmacia', 'botica', 'pharmacy', 'chemist', 'drugstore'],
    names: ['farmac', 'pharma'],
  }),
  c({
    id: 'physiotherapist',
    label: { es: 'Fisioterapeuta', en: 'Physiotherapist' },
    industry: 'salud',
    tags: ['healthcare=physiotherapist'],
    synonyms: [
      'fisioterapeuta',
      'fisioterapia',
      'fisio',
      'kinesiologo',
      'kinesiologia',
      'physiotherapist',
      'physiotherapy',
      'physical therapist',
      'physio',
    ],
    names: ['fisio', 'physio', 'kinesio'],
  }),
  c({
    id: 'psychologist',
    label: { es: 'Psicólogo', en: 'Psychologist' },
    industry: 'salud',
    tags: ['healthcare=psychotherapist|psychologist'],
    synonyms: [
      'psicologo',
      'psicologia',
      'psicoterapeuta',
      'psychologist',
      'psychotherapist',
      'therapist',
    ],
    names: ['psicolog', 'psycholog', 'psicoterap', 'psychotherap'],
  }),
  c({
    id: 'optician',
    label: { es: 'Óptica', en: 'Optician' },
    industry: 'salud',
    tags: ['shop=optician', 'healthcare=optometrist'],
    synonyms: ['optica', 'optico', 'optometrista', 'optician', 'optometrist'],
    names: ['optic', 'optometr'],
  }),
  c({
    id: 'hospital',
    label: { es: 'Hospital', en: 'Hospital' },
    industry: 'salud',
    tags: ['amenity=hospital', 'healthcare=hospital'],
    synonyms: ['hospital', 'sanatorio'],
    names: ['hospital', 'sanatorio'],
  }),
  c({
    id: 'doctor',
    label: { es: 'Médico', en: 'Doctor' },
    industry: 'salud',
    tags: ['amenity=doctors', 'healthcare=doctor'],
    synonyms: [
      'medico',
      'medico general',
      'consultorio',
      'consultorio medico',
      'doctor',
      'physician',
      'gp',
      'general practitioner',
      'pediatra',
      'pediatrician',
      'dermatologo',
      'dermatologist',
      'ginecologo',
      'gynecologist',
    ],
    names: ['medic', 'doctor'],
  }),
  c({
    id: 'clinic',
    label: { es: 'Clínica', en: 'Clinic' },
    industry: 'salud',
    tags: ['amenity=clinic', 'healthcare=clinic|centre'],
    synonyms: [
      'clinica',
      'clinic',
      'centro medico',
      'centro de salud',
      'policlinica',
      'policlinico',
      'medical center',
      'medical centre',
      'health center',
      'health centre',
    ],
    names: ['clinic', 'medic', 'salud'],
  }),
  c({
    id: 'laboratory',
    label: { es: 'Laboratorio clínico', en: 'Medical laboratory' },
    industry: 'salud',
    tags: ['healthcare=laboratory|blood_donation'],
    synonyms: [
      'laboratorio',
      'laboratorio clinico',
      'analisis clinicos',
      'medical laboratory',
      'lab',
    ],
    names: ['laborator', 'analisis'],
  }),
  // Technology (before retail: shop=computer belongs here).
  c({
    id: 'computer_shop',
    label: { es: 'Tienda de informática', en: 'Computer shop' },
    industry: 'tecnologia',
    tags: ['shop=computer|electronics|mobile_phone', 'craft=electronics_repair'],
    synonyms: [
      'tienda de computacion',
      'tienda de informatica',
      'tienda de ordenadores',
      'tienda de computadoras',
      'tienda de electronica',
      'electronica',
      'computacion',
      'computadora',
      'ordenador',
      'reparacion de ordenadores',
      'reparacion de computadoras',
      'telefonia movil',
      'tienda de moviles',
      'tienda de celulares',
      'computer shop',
      'computer store',
      'computer repair',
      'electronics',
      'electronics store',
      'mobile phone shop',
      'phone shop',
    ],
    names: ['inform', 'comput', 'ordenador', 'electron', 'movil', 'celular', 'phone'],
  }),
  c({
    id: 'it',
    label: { es: 'Informática y software', en: 'IT and software' },
    industry: 'tecnologia',
    tags: ['office=it|software|telecommunication|web_design'],
    synonyms: [
      'informatica',
      'empresa informatica',
      'servicios informaticos',
      'it',
      'it services',
      'it company',
      'software',
      'empresa de software',
      'software company',
      'desarrollo de software',
      'software development',
      'desarrollo web',
      'diseno web',
      'web development',
      'web design',
      'web developer',
      'programacion',
      'programador',
      'agencia digital',
      'digital agency',
      'tecnologia',
      'technology',
      'telecomunicaciones',
      'telecommunication',
    ],
    names: ['inform', 'software', 'tech', 'digital', 'web', 'sistemas', 'systems'],
  }),
  // Professional services.
  c({
    id: 'lawyer',
    label: { es: 'Abogado', en: 'Lawyer' },
    industry: 'servicios-profesionales',
    tags: ['office=lawyer'],
    synonyms: [
      'abogado',
      'abogada',
      'bufete',
      'bufete de abogados',
      'despacho de abogados',
      'asesoria juridica',
      'asesoria legal',
      'lawyer',
      'attorney',
      'law firm',
      'solicitor',
      'legal services',
    ],
    names: ['abogad', 'bufete', 'jurid', 'legal', 'attorney', 'solicitor'],
  }),
  c({
    id: 'notary',
    label: { es: 'Notaría', en: 'Notary' },
    industry: 'servicios-profesionales',
    tags: ['office=notary'],
    synonyms: ['notario', 'notaria', 'notary', 'notary public'],
    names: ['notar'],
  }),
  c({
    id: 'accountant',
    label: { es: 'Asesoría contable', en: 'Accountant' },
    industry: 'servicios-profesionales',
    tags: ['office=accountant|tax_advisor'],
    synonyms: [
      'contador',
      'contable',
      'contabilidad',
      'contador publico',
      'asesoria',
      'asesoria contable',
      'asesoria fiscal',
      'asesor fiscal',
      'gestoria',
      'gestor',
      'auditor',
      'auditoria',
      'accountant',
      'accounting',
      'bookkeeper',
      'bookkeeping',
      'tax advisor',
      'tax consultant',
      'audit',
    ],
    names: ['asesor', 'contab', 'contador', 'gestor', 'fiscal', 'account'],
  }),
  c({
    id: 'architect',
    label: { es: 'Arquitecto', en: 'Architect' },
    industry: 'servicios-profesionales',
    tags: ['office=architect'],
    synonyms: [
      'arquitecto',
      'arquitectura',
      'estudio de arquitectura',
      'architect',
      'architecture',
    ],
    names: ['arquitect', 'architect'],
  }),
  c({
    id: 'consulting',
    label: { es: 'Consultoría', en: 'Consulting' },
    industry: 'servicios-profesionales',
    tags: ['office=consulting'],
    synonyms: ['consultoria', 'consultora', 'consultor', 'consulting', 'consultant', 'consultancy'],
    names: ['consult'],
  }),
  c({
    id: 'insurance',
    label: { es: 'Seguros', en: 'Insurance' },
    industry: 'servicios-profesionales',
    tags: ['office=insurance'],
    synonyms: ['seguro', 'aseguradora', 'corredor de seguros', 'insurance', 'insurance agency'],
    names: ['seguro', 'insurance'],
  }),
  c({
    id: 'advertising',
    label: { es: 'Agencia de publicidad', en: 'Advertising agency' },
    industry: 'servicios-profesionales',
    tags: ['office=advertising_agency|marketing'],
    synonyms: [
      'publicidad',
      'agencia de publicidad',
      'agencia de marketing',
      'marketing',
      'marketing agency',
      'advertising',
      'advertising agency',
    ],
    names: ['publicidad', 'marketing', 'advertising'],
  }),
  c({
    id: 'financial',
    label: { es: 'Asesor financiero', en: 'Financial advisor' },
    industry: 'servicios-profesionales',
    tags: ['office=financial|financial_advisor'],
    synonyms: ['asesor financiero', 'finanzas', 'financial advisor', 'financial services'],
    names: ['financ'],
  }),
  c({
    id: 'employment_agency',
    label: { es: 'Agencia de empleo', en: 'Employment agency' },
    industry: 'servicios-profesionales',
    tags: ['office=employment_agency'],
    synonyms: [
      'agencia de empleo',
      'recursos humanos',
      'recruitment',
      'employment agency',
      'staffing',
    ],
    names: ['emple', 'recruit', 'talent'],
  }),
  c({
    id: 'translator',
    label: { es: 'Traductor', en: 'Translator' },
    industry: 'servicios-profesionales',
    tags: ['office=translator'],
    synonyms: ['traductor', 'traduccion', 'translator', 'translation'],
    names: ['traduc', 'translat'],
  }),
  // Education.
  c({
    id: 'language_school',
    label: { es: 'Academia de idiomas', en: 'Language school' },
    industry: 'educacion',
    tags: ['amenity=language_school'],
    synonyms: [
      'academia de idiomas',
      'escuela de idiomas',
      'academia de ingles',
      'idiomas',
      'language school',
      'english school',
      'language academy',
    ],
    names: ['idioma', 'language', 'english', 'ingles'],
  }),
  c({
    id: 'driving_school',
    label: { es: 'Autoescuela', en: 'Driving school' },
    industry: 'educacion',
    tags: ['amenity=driving_school'],
    synonyms: [
      'autoescuela',
      'auto escuela',
      'escuela de manejo',
      'escuela de conductores',
      'driving school',
    ],
    names: ['autoescuela', 'auto escuela', 'driving', 'manejo'],
  }),
  c({
    id: 'music_school',
    label: { es: 'Escuela de música', en: 'Music school' },
    industry: 'educacion',
    tags: ['amenity=music_school'],
    synonyms: ['escuela de musica', 'conservatorio', 'academia de musica', 'music school'],
    names: ['music', 'conservatori'],
  }),
  c({
    id: 'kindergarten',
    label: { es: 'Guardería', en: 'Kindergarten' },
    industry: 'educacion',
    tags: ['amenity=kindergarten|childcare'],
    synonyms: [
      'guarderia',
      'jardin de infancia',
      'jardin infantil',
      'escuela infantil',
      'preescolar',
      'kindergarten',
      'nursery school',
      'preschool',
      'daycare',
      'childcare',
    ],
    names: ['guarder', 'infantil', 'kinder', 'nursery'],
  }),
  c({
    id: 'university',
    label: { es: 'Universidad', en: 'University' },
    industry: 'educacion',
    tags: ['amenity=university|college'],
    synonyms: ['universidad', 'facultad', 'university', 'college'],
    names: ['universi', 'college', 'facultad'],
  }),
  c({
    id: 'training',
    label: { es: 'Academia', en: 'Training centre' },
    industry: 'educacion',
    tags: ['amenity=prep_school|training', 'office=educational_institution'],
    synonyms: [
      'academia',
      'centro de formacion',
      'formacion',
      'clases particulares',
      'tutoring',
      'training center',
      'training centre',
    ],
    names: ['academ', 'formacion', 'training'],
  }),
  c({
    id: 'school',
    label: { es: 'Escuela', en: 'School' },
    industry: 'educacion',
    tags: ['amenity=school'],
    synonyms: [
      'escuela',
      'colegio',
      'instituto',
      'liceo',
      'school',
      'primary school',
      'high school',
    ],
    names: ['escuela', 'colegio', 'instituto', 'liceo', 'school'],
  }),
  // Construction.
  c({
    id: 'electrician',
    label: { es: 'Electricista', en: 'Electrician' },
    industry: 'construccion',
    tags: ['craft=electrician'],
    synonyms: ['electricista', 'instalaciones electricas', 'electrician', 'electrical contractor'],
    names: ['electric'],
  }),
  c({
    id: 'plumber',
    label: { es: 'Fontanero', en: 'Plumber' },
    industry: 'construccion',
    tags: ['craft=plumber'],
    synonyms: ['fontanero', 'fontaneria', 'plomero', 'plomeria', 'gasfiter', 'plumber', 'plumbing'],
    names: ['fontaner', 'plomer', 'plumb'],
  }),
  c({
    id: 'carpenter',
    label: { es: 'Carpintero', en: 'Carpenter' },
    industry: 'construccion',
    tags: ['craft=carpenter|joiner'],
    synonyms: ['carpintero', 'carpinteria', 'ebanista', 'carpenter', 'joiner', 'carpentry'],
    names: ['carpinter', 'carpent', 'joiner'],
  }),
  c({
    id: 'painter',
    label: { es: 'Pintor', en: 'Painter' },
    industry: 'construccion',
    tags: ['craft=painter'],
    synonyms: ['pintor', 'pintor de brocha gorda', 'painter', 'painting contractor'],
    names: ['pintor', 'pintura', 'painter', 'painting'],
  }),
  c({
    id: 'roofer',
    label: { es: 'Techador', en: 'Roofer' },
    industry: 'construccion',
    tags: ['craft=roofer'],
    synonyms: ['techador', 'tejados', 'cubiertas', 'roofer', 'roofing'],
    names: ['techad', 'tejad', 'roof'],
  }),
  c({
    id: 'hvac',
    label: { es: 'Climatización', en: 'HVAC' },
    industry: 'construccion',
    tags: ['craft=hvac'],
    synonyms: ['climatizacion', 'aire acondicionado', 'calefaccion', 'hvac', 'heating'],
    names: ['climatiz', 'hvac', 'calefacc'],
  }),
  c({
    id: 'locksmith',
    label: { es: 'Cerrajero', en: 'Locksmith' },
    industry: 'construccion',
    tags: ['craft=locksmith', 'shop=locksmith'],
    synonyms: ['cerrajero', 'cerrajeria', 'locksmith'],
    names: ['cerrajer', 'locksmith'],
  }),
  c({
    id: 'builder',
    label: { es: 'Constructora', en: 'Builder' },
    industry: 'construccion',
    tags: [
      'office=construction_company',
      'craft=builder|tiler|plasterer|stonemason|glaziery|floorer|insulation|scaffolder|metal_construction|window_construction',
    ],
    synonyms: [
      'constructora',
      'construccion',
      'empresa constructora',
      'empresa de construccion',
      'reforma',
      'reformas',
      'albanil',
      'obras',
      'builder',
      'construction',
      'construction company',
      'contractor',
      'general contractor',
      'renovation',
    ],
    names: ['constru', 'reforma', 'obras', 'builder', 'contract'],
  }),
  // Real estate.
  c({
    id: 'estate_agent',
    label: { es: 'Inmobiliaria', en: 'Real estate agency' },
    industry: 'inmobiliario',
    tags: ['office=estate_agent|property_management|real_estate_agent', 'shop=estate_agent'],
    synonyms: [
      'inmobiliaria',
      'agencia inmobiliaria',
      'agente inmobiliario',
      'bienes raices',
      'administracion de fincas',
      'administrador de fincas',
      'real estate',
      'real estate agency',
      'real estate agent',
      'estate agent',
      'realtor',
      'property management',
    ],
    names: [
      'inmobiliar',
      'bienes raices',
      'fincas',
      'propiedades',
      'real estate',
      'realty',
      'propert',
    ],
  }),
  // Retail.
  c({
    id: 'supermarket',
    label: { es: 'Supermercado', en: 'Supermarket' },
    industry: 'retail',
    tags: ['shop=supermarket'],
    synonyms: ['supermercado', 'hipermercado', 'supermarket', 'hypermarket'],
    names: ['supermerc', 'hipermerc', 'supermarket', 'mercado'],
  }),
  c({
    id: 'grocery',
    label: { es: 'Tienda de alimentación', en: 'Grocery' },
    industry: 'retail',
    tags: ['shop=convenience|greengrocer|grocery|deli'],
    synonyms: [
      'tienda de alimentacion',
      'alimentacion',
      'colmado',
      'abarrote',
      'tienda de abarrotes',
      'fruteria',
      'verduleria',
      'grocery',
      'grocery store',
      'convenience store',
      'minimarket',
      'greengrocer',
    ],
    names: ['aliment', 'fruter', 'grocer'],
  }),
  c({
    id: 'bakery',
    label: { es: 'Panadería', en: 'Bakery' },
    industry: 'retail',
    tags: ['shop=bakery|pastry|confectionery'],
    synonyms: [
      'panaderia',
      'pasteleria',
      'reposteria',
      'confiteria',
      'obrador',
      'bakery',
      'pastry shop',
      'cake shop',
      'baker',
    ],
    names: ['panader', 'pasteler', 'horno', 'bakery'],
  }),
  c({
    id: 'butcher',
    label: { es: 'Carnicería', en: 'Butcher' },
    industry: 'retail',
    tags: ['shop=butcher'],
    synonyms: ['carniceria', 'carnicero', 'butcher', 'butchery'],
    names: ['carnic', 'butcher'],
  }),
  c({
    id: 'clothes',
    label: { es: 'Tienda de ropa', en: 'Clothes shop' },
    industry: 'retail',
    tags: ['shop=clothes|boutique|fashion'],
    synonyms: [
      'ropa',
      'tienda de ropa',
      'boutique',
      'moda',
      'tienda de moda',
      'clothes',
      'clothing',
      'clothes shop',
      'clothing store',
      'fashion',
      'fashion store',
    ],
    names: ['moda', 'boutique', 'fashion', 'clothing'],
  }),
  c({
    id: 'shoes',
    label: { es: 'Zapatería', en: 'Shoe shop' },
    industry: 'retail',
    tags: ['shop=shoes'],
    synonyms: [
      'zapateria',
      'calzado',
      'tienda de zapatos',
      'shoe shop',
      'shoe store',
      'shoes',
      'footwear',
    ],
    names: ['zapat', 'calzad', 'shoe'],
  }),
  c({
    id: 'florist',
    label: { es: 'Floristería', en: 'Florist' },
    industry: 'retail',
    tags: ['shop=florist'],
    synonyms: ['floristeria', 'floreria', 'flores', 'florist', 'flower shop'],
    names: ['florist', 'floreri', 'flower'],
  }),
  c({
    id: 'furniture',
    label: { es: 'Tienda de muebles', en: 'Furniture store' },
    industry: 'retail',
    tags: ['shop=furniture|interior_decoration|kitchen'],
    synonyms: [
      'muebleria',
      'muebles',
      'tienda de muebles',
      'decoracion',
      'furniture',
      'furniture store',
    ],
    names: ['mueble', 'decoraci', 'furniture'],
  }),
  c({
    id: 'hardware',
    label: { es: 'Ferretería', en: 'Hardware store' },
    industry: 'retail',
    tags: ['shop=hardware|doityourself|trade'],
    synonyms: ['ferreteria', 'bricolaje', 'hardware store', 'hardware', 'diy store'],
    names: ['ferreter', 'bricola', 'hardware'],
  }),
  c({
    id: 'books',
    label: { es: 'Librería', en: 'Bookshop' },
    industry: 'retail',
    tags: ['shop=books|stationery'],
    synonyms: ['libreria', 'papeleria', 'bookshop', 'bookstore', 'book store', 'stationery'],
    names: ['librer', 'papeler', 'book'],
  }),
  c({
    id: 'jewelry',
    label: { es: 'Joyería', en: 'Jewellery' },
    industry: 'retail',
    tags: ['shop=jewelry|watches'],
    synonyms: ['joyeria', 'relojeria', 'jewelry', 'jewellery', 'jeweler', 'jeweller'],
    names: ['joyer', 'jewel'],
  }),
  c({
    id: 'cosmetics',
    label: { es: 'Perfumería', en: 'Perfumery' },
    industry: 'retail',
    tags: ['shop=cosmetics|perfumery|chemist'],
    synonyms: ['perfumeria', 'cosmetica', 'drogueria', 'perfumery', 'cosmetics'],
    names: ['perfum', 'cosmet'],
  }),
  c({
    id: 'sports',
    label: { es: 'Tienda de deportes', en: 'Sports shop' },
    industry: 'retail',
    tags: ['shop=sports|outdoor|bicycle'],
    synonyms: [
      'tienda de deportes',
      'articulos deportivos',
      'sports shop',
      'sporting goods',
      'bicicleteria',
      'bike shop',
    ],
    names: ['deport', 'sport', 'bici', 'bike'],
  }),
  c({
    id: 'pet_shop',
    label: { es: 'Tienda de mascotas', en: 'Pet shop' },
    industry: 'retail',
    tags: ['shop=pet'],
    synonyms: ['tienda de mascotas', 'mascotas', 'pet shop', 'pet store'],
    names: ['mascot', 'pet shop'],
  }),
  c({
    id: 'car_dealer',
    label: { es: 'Concesionario', en: 'Car dealer' },
    industry: 'retail',
    tags: ['shop=car|motorcycle'],
    synonyms: [
      'concesionario',
      'concesionaria',
      'venta de coches',
      'venta de autos',
      'car dealer',
      'car dealership',
    ],
    names: ['concesionari', 'dealer'],
  }),
  // Other services (no wizard industry).
  c({
    id: 'car_repair',
    label: { es: 'Taller mecánico', en: 'Car repair' },
    industry: null,
    tags: ['shop=car_repair|tyres', 'craft=car_repair'],
    synonyms: [
      'taller',
      'taller mecanico',
      'mecanico',
      'taller de coches',
      'taller automotriz',
      'car repair',
      'auto repair',
      'garage',
      'mechanic',
      'tyres',
    ],
    names: ['taller', 'mecanic', 'garage', 'auto repair'],
  }),
  c({
    id: 'hairdresser',
    label: { es: 'Peluquería', en: 'Hairdresser' },
    industry: null,
    tags: ['shop=hairdresser|barber'],
    synonyms: [
      'peluqueria',
      'peluquero',
      'barberia',
      'barbero',
      'estilista',
      'hairdresser',
      'hair salon',
      'barber',
      'barbershop',
    ],
    names: ['pelu', 'barber', 'hair', 'estilis'],
  }),
  c({
    id: 'beauty',
    label: { es: 'Centro de estética', en: 'Beauty salon' },
    industry: null,
    tags: ['shop=beauty|massage|tattoo', 'leisure=spa'],
    synonyms: [
      'estetica',
      'centro de estetica',
      'salon de belleza',
      'belleza',
      'manicura',
      'spa',
      'masaje',
      'beauty salon',
      'beauty',
      'nail salon',
      'massage',
      'tattoo',
    ],
    names: ['estetic', 'belleza', 'beauty', 'nail'],
  }),
  c({
    id: 'pizzeria',
    label: { es: 'Pizzería', en: 'Pizzeria' },
    industry: null,
    tags: ['amenity=restaurant|fast_food&cuisine=pizza'],
    synonyms: ['pizzeria', 'pizza'],
    names: ['pizz'],
  }),
  c({
    id: 'restaurant',
    label: { es: 'Restaurante', en: 'Restaurant' },
    industry: null,
    tags: ['amenity=restaurant'],
    synonyms: ['restaurante', 'restaurant', 'asador', 'marisqueria', 'comida', 'food', 'bistro'],
    names: ['restaura', 'asador'],
  }),
  c({
    id: 'fast_food',
    label: { es: 'Comida rápida', en: 'Fast food' },
    industry: null,
    tags: ['amenity=fast_food'],
    synonyms: ['comida rapida', 'hamburgueseria', 'kebab', 'fast food', 'burger', 'takeaway'],
    names: ['burger', 'kebab'],
  }),
  c({
    id: 'cafe',
    label: { es: 'Cafetería', en: 'Café' },
    industry: null,
    tags: ['amenity=cafe'],
    synonyms: ['cafeteria', 'cafe', 'coffee shop', 'coffee', 'tea room', 'salon de te'],
    names: ['cafe', 'coffee'],
  }),
  c({
    id: 'bar',
    label: { es: 'Bar', en: 'Bar' },
    industry: null,
    tags: ['amenity=bar|pub|biergarten'],
    synonyms: ['bar', 'pub', 'taberna', 'cerveceria', 'cocteleria', 'brewery', 'tavern'],
    names: ['taberna', 'cervec'],
  }),
  c({
    id: 'hotel',
    label: { es: 'Hotel', en: 'Hotel' },
    industry: null,
    tags: ['tourism=hotel|hostel|guest_house|motel|apartment'],
    synonyms: [
      'hotel',
      'hostal',
      'hostel',
      'motel',
      'pension',
      'alojamiento',
      'casa rural',
      'guest house',
      'bed and breakfast',
      'accommodation',
    ],
    names: ['hotel', 'hostal', 'hostel', 'pension', 'motel'],
  }),
  c({
    id: 'gym',
    label: { es: 'Gimnasio', en: 'Gym' },
    industry: null,
    tags: ['leisure=fitness_centre|sports_centre', 'sport=fitness'],
    synonyms: [
      'gimnasio',
      'gym',
      'fitness',
      'centro deportivo',
      'crossfit',
      'yoga',
      'pilates',
      'fitness center',
      'fitness centre',
      'sports center',
    ],
    names: ['gimnas', 'gym', 'fitness', 'crossfit', 'yoga', 'pilates'],
  }),
  c({
    id: 'travel_agency',
    label: { es: 'Agencia de viajes', en: 'Travel agency' },
    industry: null,
    tags: ['shop=travel_agency', 'office=travel_agent'],
    synonyms: ['agencia de viajes', 'viajes', 'travel agency', 'travel agent'],
    names: ['viaje', 'travel'],
  }),
  c({
    id: 'laundry',
    label: { es: 'Lavandería', en: 'Laundry' },
    industry: null,
    tags: ['shop=laundry|dry_cleaning'],
    synonyms: ['lavanderia', 'tintoreria', 'laundry', 'dry cleaner', 'dry cleaning'],
    names: ['lavander', 'tintorer', 'laundr'],
  }),
  c({
    id: 'photographer',
    label: { es: 'Fotógrafo', en: 'Photographer' },
    industry: null,
    tags: ['craft=photographer', 'shop=photo'],
    synonyms: [
      'fotografo',
      'fotografia',
      'estudio fotografico',
      'photographer',
      'photography',
      'photo studio',
    ],
    names: ['foto', 'photo'],
  }),
  c({
    id: 'bank',
    label: { es: 'Banco', en: 'Bank' },
    industry: null,
    tags: ['amenity=bank'],
    synonyms: ['banco', 'bank', 'caja de ahorros'],
    names: ['banco', 'bank'],
  }),
  // Catch-all for "tienda", "shop": any shop, narrowed by further words.
  c({
    id: 'shop',
    label: { es: 'Tienda', en: 'Shop' },
    industry: 'retail',
    tags: ['shop'],
    synonyms: [
      'tienda',
      'comercio',
      'negocio',
      'local comercial',
      'shop',
      'store',
      'retail',
      'retailer',
    ],
    generic: true,
  }),
];

/** Tags of each wizard industry beyond its categories' (catch-alls). */
const INDUSTRY_EXTRA: Record<Industry, string[]> = {
  salud: ['healthcare', 'amenity=doctors|dentist|clinic|hospital|pharmacy|veterinary|nursing_home'],
  retail: ['shop'],
  'servicios-profesionales': [
    'office=lawyer|notary|accountant|tax_advisor|architect|consulting|insurance|advertising_agency|financial|financial_advisor|employment_agency|translator|surveyor|engineer|coworking|company',
  ],
  tecnologia: [
    'office=it|software|telecommunication|web_design|engineering',
    'craft=electronics_repair',
  ],
  educacion: [
    'amenity=school|kindergarten|childcare|university|college|language_school|driving_school|music_school|prep_school|training',
    'office=educational_institution',
  ],
  construccion: [
    'office=construction_company',
    'craft=builder|electrician|plumber|carpenter|joiner|painter|roofer|hvac|tiler|plasterer|stonemason|glaziery|floorer|insulation|scaffolder|metal_construction|window_construction|locksmith',
  ],
  inmobiliario: ['office=estate_agent|property_management|real_estate_agent', 'shop=estate_agent'],
};

const INDUSTRY_ORDER: Industry[] = [
  'salud',
  'tecnologia',
  'servicios-profesionales',
  'educacion',
  'construccion',
  'inmobiliario',
  'retail',
];

const industryFilters = new Map<Industry, TagClause[]>(
  INDUSTRY_ORDER.map((industry) => [
    industry,
    simplify([
      ...CATEGORIES.filter(
        (category) => category.industry === industry && !category.generic,
      ).flatMap((category) => category.tags),
      ...clauses(...INDUSTRY_EXTRA[industry]),
    ]),
  ]),
);

/** The tags of a wizard industry (a union of clauses). */
export function industryFilter(industry: Industry): TagClause[] {
  return industryFilters.get(industry) ?? [];
}

// ---------------------------------------------------------------------------------------
// Text → categories.

interface Synonym {
  tokens: string[];
  category: CategoryDef;
}

const SYNONYMS: Synonym[] = CATEGORIES.flatMap((category) =>
  [category.label.es, category.label.en, ...category.synonyms].map((phrase) => ({
    tokens: textTokens(phrase),
    category,
  })),
)
  .filter((synonym) => synonym.tokens.length > 0)
  // Longest phrases first: "clínica dental" is a dentist before "clínica" is a clinic.
  .sort((a, b) => b.tokens.length - a.tokens.length);

export interface TextMatch {
  categories: CategoryDef[];
  /** Folded words of the text no category phrase used (stop words removed). */
  leftover: string[];
}

/** The categories a text names, longest phrase first at each position. */
export function matchText(text: string): TextMatch {
  const tokens = textTokens(text);
  const rawWords = foldText(text)
    .split(' ')
    .filter((word) => word !== '' && textTokens(word).length > 0);
  const found: CategoryDef[] = [];
  const leftover: string[] = [];
  let index = 0;
  while (index < tokens.length) {
    const hit = SYNONYMS.find((synonym) =>
      synonym.tokens.every((token, offset) => tokens[index + offset] === token),
    );
    if (hit) {
      if (!found.includes(hit.category)) found.push(hit.category);
      index += hit.tokens.length;
    } else {
      leftover.push(rawWords[index] ?? tokens[index] ?? '');
      index += 1;
    }
  }
  return { categories: found, leftover: leftover.filter(Boolean) };
}

/**
 * The stem of a word for matching names: plural and final vowel (gender) removed,
 * "fisioterapeutas" → "fisioterapeut". Null for words too short to be distinctive.
 */
export function nameStem(word: string): string | null {
  let stem = foldText(word).replace(/\s+/g, '');
  if (stem.length > 4 && stem.endsWith('s')) stem = stem.slice(0, -1);
  if (stem.length > 5 && /[aeo]$/.test(stem)) stem = stem.slice(0, -1);
  return stem.length >= 3 ? stem : null;
}

/** A case-insensitive name condition matching any of the folded stems, accents tolerated. */
export function nameCondition(stems: string[]): TagCondition | null {
  const unique = [...new Set(stems.filter(Boolean))];
  if (unique.length === 0) return null;
  const parts = unique.map(accentTolerantPattern);
  const pattern = parts.length === 1 ? parts[0]! : `(${parts.join('|')})`;
  return { key: 'name', op: 'match', pattern, caseInsensitive: true };
}

/** The main word of a text: its longest word that is not a stop word. */
function mainWordStem(words: string[]): string | null {
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  return longest ? nameStem(longest) : null;
}

export interface OsmQueryPlan {
  /** Union of clauses to ask Overpass for; empty: nothing can match. */
  filter: TagClause[];
  /** Elements must also belong to this industry (checked again on the parsed answer). */
  industry: Industry | null;
  /** Elements whose name matches this come first (the text was not a known category). */
  preferName: TagCondition | null;
  /** Matched category ids, for logs. */
  categories: string[];
}

/**
 * The Overpass filter for a search:
 * - known text: its categories' tags ∪ names typical of them; with an industry, intersected
 *   with the industry's tags (a category of another industry yields nothing: empty filter);
 * - unknown text: the name contains the text's main word; with an industry, the industry's
 *   tags win (all of them, name matches ranked first);
 * - a catch-all word ("tienda de bicicletas"): the catch-all's tags ∧ the other words in the name.
 */
export function planOsmQuery(text: string, industry: Industry | null): OsmQueryPlan {
  const { categories, leftover } = matchText(text);
  const leftoverName = nameCondition(
    leftover.map(nameStem).filter((stem): stem is string => stem !== null),
  );
  let filter: TagClause[] = [];
  let preferName: TagCondition | null = null;
  if (categories.length > 0) {
    for (const category of categories) {
      // "dentistas" within educación: nothing is both.
      if (industry && category.industry && category.industry !== industry) continue;
      if (category.generic && leftoverName) {
        filter.push(...category.tags.map((clause) => [...clause, leftoverName]));
        continue;
      }
      filter.push(...category.tags);
      const names = nameCondition(category.names ?? []);
      if (names) filter.push([names]);
    }
  } else {
    const stem = mainWordStem(leftover);
    const name = stem ? nameCondition([stem]) : null;
    if (industry) preferName = name;
    else if (name) filter.push([name]);
  }
  if (industry && categories.length > 0) {
    filter = intersect(filter, industryFilter(industry));
  } else if (industry) {
    filter = industryFilter(industry);
  } else {
    filter = simplify(filter);
  }
  return { filter, industry, preferName, categories: categories.map((category) => category.id) };
}

// ---------------------------------------------------------------------------------------
// Tags → category and industry.

const MAIN_KEYS = ['amenity', 'shop', 'office', 'craft', 'healthcare', 'tourism', 'leisure'];

/** The category of an element, when one of ours matches its tags. */
export function categoryOfTags(tags: Record<string, string>): CategoryDef | null {
  return CATEGORIES.find((category) => anyClauseHolds(tags, category.tags)) ?? null;
}

/** A human label for an element's kind: ours in the query's language, else its main tag. */
export function categoryLabel(tags: Record<string, string>, locale: Locale): string | null {
  const category = categoryOfTags(tags);
  if (category && !category.generic) return category.label[locale];
  for (const key of MAIN_KEYS) {
    const value = tags[key];
    if (value && value !== 'yes') {
      const human = value.split(';')[0]!.replace(/_/g, ' ').trim();
      return human ? human.charAt(0).toUpperCase() + human.slice(1) : null;
    }
  }
  return category ? category.label[locale] : null;
}

export function tagsInIndustry(tags: Record<string, string>, industry: Industry): boolean {
  return anyClauseHolds(tags, industryFilter(industry));
}

/** The wizard industry of an element: its category's, else the first industry whose tags it has. */
export function industryOfTags(tags: Record<string, string>): Industry | null {
  const category = categoryOfTags(tags);
  if (category?.industry) return category.industry;
  if (category && !category.generic) return null;
  return INDUSTRY_ORDER.find((industry) => tagsInIndustry(tags, industry)) ?? null;
}
