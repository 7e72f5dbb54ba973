/** Business categories: OpenStreetMap tags, Google types, words people search with, names. */
import type { Localized } from './cities.js';

export type CategoryId =
  | 'dentist'
  | 'doctors'
  | 'clinic'
  | 'pharmacy'
  | 'veterinary'
  | 'restaurant'
  | 'cafe'
  | 'bakery'
  | 'hairdresser'
  | 'clothes'
  | 'supermarket'
  | 'lawyer'
  | 'accountant'
  | 'architect'
  | 'estate_agent'
  | 'it'
  | 'computer'
  | 'school'
  | 'language_school'
  | 'driving_school'
  | 'builder'
  | 'electrician'
  | 'plumber'
  | 'hotel'
  | 'fitness_centre'
  | 'car_repair';

export interface Category {
  id: CategoryId;
  /** Alternative OSM tag sets with weights; one is drawn per business. */
  osm: Array<{ weight: number; tags: Record<string, string> }>;
  google: { primaryType: string; types: string[]; label: Localized };
  /** Search words (any language); matched accent- and case-insensitively. */
  synonyms: string[];
  /** Name parts: Spanish "<prefix> <core>", English "<core> <suffix>". */
  names: { es: string[]; esCores: string[]; en: string[]; enCores: string[] };
  /** Businesses in a city of size 1 (clamped to 5..60; Madrid has its own figures). */
  density: number;
  /** Part of the businesses that are owner-run individuals ("Dr. García"). */
  personal?: boolean;
}

const health = ['health', 'point_of_interest', 'establishment'];
const store = ['store', 'point_of_interest', 'establishment'];
const poi = ['point_of_interest', 'establishment'];
const food = ['food', 'point_of_interest', 'establishment'];

export const CATEGORIES: Category[] = [
  {
    id: 'dentist',
    osm: [
      { weight: 55, tags: { amenity: 'dentist', healthcare: 'dentist' } },
      { weight: 35, tags: { amenity: 'dentist' } },
      { weight: 10, tags: { healthcare: 'dentist' } },
    ],
    google: {
      primaryType: 'dentist',
      types: ['dentist', 'dental_clinic', ...health],
      label: { es: 'Dentista', en: 'Dentist' },
    },
    synonyms: [
      'dentista',
      'dentistas',
      'clínica dental',
      'clínicas dentales',
      'odontólogo',
      'odontólogos',
      'odontología',
      'consultorio odontológico',
      'dentist',
      'dentists',
      'dental clinic',
      'dental clinics',
      'dental',
    ],
    names: {
      es: ['Clínica Dental', 'Centro Dental', 'Dentistas', 'Odontología', 'Clínica Odontológica'],
      esCores: [
        'Sonrisa',
        'Sonríe',
        'Dentalia',
        'Blanco',
        'Perla',
        'Esmalte',
        'Nueva Sonrisa',
        'Dr. Peña',
      ],
      en: ['Dental', 'Dental Care', 'Family Dentistry', 'Dental Studio', 'Smile Center'],
      enCores: ['Bright Smile', 'Bayside', 'Pearl', 'Sunshine', 'Gentle', 'Modern'],
    },
    density: 32,
    personal: true,
  },
  {
    id: 'doctors',
    osm: [
      { weight: 60, tags: { amenity: 'doctors', healthcare: 'doctor' } },
      { weight: 40, tags: { amenity: 'doctors' } },
    ],
    google: {
      primaryType: 'doctor',
      types: ['doctor', ...health],
      label: { es: 'Médico', en: 'Doctor' },
    },
    synonyms: [
      'médico',
      'médicos',
      'consulta médica',
      'consultorio médico',
      'doctor',
      'doctores',
      'doctors',
      'physician',
      'physicians',
      'medical office',
    ],
    names: {
      es: ['Consulta Médica', 'Consultorio', 'Médicos', 'Centro Médico'],
      esCores: ['Salud Total', 'Vida', 'Bienestar', 'San Rafael', 'Integral', 'Familiar'],
      en: ['Medical Group', 'Family Medicine', 'Primary Care', 'Health Associates'],
      enCores: ['Biscayne', 'Coral', 'Harbor', 'Premier', 'Unity'],
    },
    density: 25,
    personal: true,
  },
  {
    id: 'clinic',
    osm: [
      { weight: 60, tags: { amenity: 'clinic', healthcare: 'clinic' } },
      { weight: 40, tags: { amenity: 'clinic' } },
    ],
    google: {
      primaryType: 'medical_clinic',
      types: ['medical_clinic', 'doctor', ...health],
      label: { es: 'Clínica', en: 'Medical clinic' },
    },
    synonyms: [
      'clínica',
      'clínicas',
      'policlínica',
      'centro de salud',
      'clinic',
      'clinics',
      'medical clinic',
    ],
    names: {
      es: ['Clínica', 'Policlínica', 'Centro Médico', 'Instituto Médico'],
      esCores: ['San José', 'Santa Elena', 'La Esperanza', 'Los Olivos', 'del Parque', 'Moncayo'],
      en: ['Clinic', 'Medical Center', 'Urgent Care', 'Health Clinic'],
      enCores: ['Ocean', 'Sunrise', 'Metro', 'Coastal', 'Keystone'],
    },
    density: 15,
  },
  {
    id: 'pharmacy',
    osm: [
      { weight: 70, tags: { amenity: 'pharmacy', healthcare: 'pharmacy', dispensing: 'yes' } },
      { weight: 30, tags: { amenity: 'pharmacy' } },
    ],
    google: {
      primaryType: 'pharmacy',
      types: ['pharmacy', 'drugstore', 'health', 'store', 'point_of_interest', 'establishment'],
      label: { es: 'Farmacia', en: 'Pharmacy' },
    },
    synonyms: [
      'farmacia',
      'farmacias',
      'droguería',
      'pharmacy',
      'pharmacies',
      'drugstore',
      'chemist',
    ],
    names: {
      es: ['Farmacia', 'Farmacia', 'Farmacia', 'Botica'],
      esCores: ['Central', 'del Carmen', 'San Antonio', 'La Cruz Verde', 'Lda. Muñoz', 'Ibáñez'],
      en: ['Pharmacy', 'Drugs', 'Pharmacy & Wellness'],
      enCores: ['Corner', 'Bayview', 'Neighborhood', 'Care Plus', 'Village'],
    },
    density: 40,
  },
  {
    id: 'veterinary',
    osm: [{ weight: 1, tags: { amenity: 'veterinary' } }],
    google: {
      primaryType: 'veterinary_care',
      types: ['veterinary_care', ...poi],
      label: { es: 'Veterinario', en: 'Veterinarian' },
    },
    synonyms: [
      'veterinario',
      'veterinarios',
      'veterinaria',
      'clínica veterinaria',
      'veterinarian',
      'veterinarians',
      'vet',
      'vets',
      'animal hospital',
    ],
    names: {
      es: ['Clínica Veterinaria', 'Veterinaria', 'Hospital Veterinario', 'Centro Veterinario'],
      esCores: [
        'Patitas',
        'Huellas',
        'Bigotes',
        'Mascotas Felices',
        'San Francisco de Asís',
        'Cuatro Patas',
      ],
      en: ['Animal Hospital', 'Veterinary Clinic', 'Pet Care', 'Vet'],
      enCores: ['Paws', 'Happy Tails', 'Bayside', 'Whiskers', 'Best Friends'],
    },
    density: 15,
  },
  {
    id: 'restaurant',
    osm: [
      { weight: 40, tags: { amenity: 'restaurant' } },
      { weight: 20, tags: { amenity: 'restaurant', cuisine: 'spanish' } },
      { weight: 15, tags: { amenity: 'restaurant', cuisine: 'regional' } },
      { weight: 10, tags: { amenity: 'restaurant', cuisine: 'italian' } },
      { weight: 8, tags: { amenity: 'restaurant', cuisine: 'seafood' } },
      { weight: 7, tags: { amenity: 'restaurant', cuisine: 'japanese' } },
    ],
    google: {
      primaryType: 'restaurant',
      types: ['restaurant', ...food],
      label: { es: 'Restaurante', en: 'Restaurant' },
    },
    synonyms: [
      'restaurante',
      'restaurantes',
      'restaurant',
      'restaurants',
      'comida',
      'dining',
      'taberna',
      'tabernas',
    ],
    names: {
      es: [
        'Restaurante',
        'Taberna',
        'Casa',
        'Asador',
        'Mesón',
        'Bodega',
        'Cocina',
        'Parrilla',
        'Marisquería',
        'Trattoria',
      ],
      esCores: [
        'El Fogón',
        'La Tasca',
        'Los Arcos',
        'El Rincón',
        'La Bodeguilla',
        'Don Julio',
        'La Abuela',
        'El Puerto',
        'Lucio',
        'La Muñeca',
        'El Olivo',
        'Pepa',
        'La Brasa',
        'El Patio',
        'Sal y Pimienta',
        'La Huerta',
        'Mar Azul',
        'El Jardín',
        'Toñi',
        'El Cortijo',
        'La Plaza',
        'Sabores',
        'El Mirador',
        'La Parra',
      ],
      en: ['Grill', 'Kitchen', 'Bistro', 'Restaurant', 'Eatery', 'Steakhouse', 'Seafood', 'Tavern'],
      enCores: [
        'Ocean Drive',
        'Blue Marlin',
        'Palm',
        'Coral',
        'Harbor',
        'Sunset',
        'Golden',
        'Little Havana',
        'Bay',
      ],
    },
    density: 60,
  },
  {
    id: 'cafe',
    osm: [{ weight: 1, tags: { amenity: 'cafe' } }],
    google: {
      primaryType: 'cafe',
      types: ['cafe', ...food],
      label: { es: 'Cafetería', en: 'Cafe' },
    },
    synonyms: [
      'cafetería',
      'cafeterías',
      'café',
      'cafés',
      'cafe',
      'cafes',
      'coffee shop',
      'coffee shops',
    ],
    names: {
      es: ['Café', 'Cafetería', 'Cafés', 'Café Bar'],
      esCores: [
        'Central',
        'La Taza',
        'Aroma',
        'El Grano',
        'Colonial',
        'Manolo',
        'Delicias',
        'La Esquina',
      ],
      en: ['Coffee', 'Café', 'Coffee House', 'Espresso Bar'],
      enCores: ['Morning', 'Bean', 'Cuban', 'Wynwood', 'Daily', 'Cortadito'],
    },
    density: 45,
  },
  {
    id: 'bakery',
    osm: [{ weight: 1, tags: { shop: 'bakery' } }],
    google: {
      primaryType: 'bakery',
      types: ['bakery', ...food, 'store'],
      label: { es: 'Panadería', en: 'Bakery' },
    },
    synonyms: [
      'panadería',
      'panaderías',
      'pastelería',
      'horno',
      'bakery',
      'bakeries',
      'pastry shop',
    ],
    names: {
      es: ['Panadería', 'Pastelería', 'Horno', 'Obrador'],
      esCores: ['La Espiga', 'San Onofre', 'El Trigo', 'Dulce Hogar', 'La Tahona', 'Begoña'],
      en: ['Bakery', 'Bakeshop', 'Pastries'],
      enCores: ['Golden Crust', 'Sweet', 'Rise', 'Sugar', 'Flour'],
    },
    density: 25,
  },
  {
    id: 'hairdresser',
    osm: [{ weight: 1, tags: { shop: 'hairdresser' } }],
    google: {
      primaryType: 'hair_salon',
      types: ['hair_salon', 'hair_care', 'beauty_salon', ...poi],
      label: { es: 'Peluquería', en: 'Hair salon' },
    },
    synonyms: [
      'peluquería',
      'peluquerías',
      'peluquero',
      'barbería',
      'hairdresser',
      'hairdressers',
      'hair salon',
      'barber',
    ],
    names: {
      es: ['Peluquería', 'Estilistas', 'Barbería', 'Salón'],
      esCores: ['Tijeras', 'Glamour', 'Estilo', 'Marisa', 'Rizos', 'Look'],
      en: ['Hair Salon', 'Barbershop', 'Hair Studio'],
      enCores: ['Glow', 'Shear', 'Chic', 'Urban', 'Classic'],
    },
    density: 35,
  },
  {
    id: 'clothes',
    osm: [{ weight: 1, tags: { shop: 'clothes' } }],
    google: {
      primaryType: 'clothing_store',
      types: ['clothing_store', ...store],
      label: { es: 'Tienda de ropa', en: 'Clothing store' },
    },
    synonyms: [
      'tienda de ropa',
      'tiendas de ropa',
      'ropa',
      'moda',
      'boutique',
      'clothing store',
      'clothing stores',
      'clothes',
    ],
    names: {
      es: ['Moda', 'Boutique', 'Tienda', 'Ropa'],
      esCores: ['Alegría', 'Lola', 'Trendy', 'Capricho', 'Estilo Urbano', 'Begoña'],
      en: ['Boutique', 'Apparel', 'Clothing', 'Fashion'],
      enCores: ['Miami', 'Ocean', 'Velvet', 'Linen', 'Tropical'],
    },
    density: 40,
  },
  {
    id: 'supermarket',
    osm: [{ weight: 1, tags: { shop: 'supermarket' } }],
    google: {
      primaryType: 'supermarket',
      types: ['supermarket', 'grocery_store', 'food', ...store],
      label: { es: 'Supermercado', en: 'Supermarket' },
    },
    synonyms: [
      'supermercado',
      'supermercados',
      'autoservicio',
      'supermarket',
      'supermarkets',
      'grocery store',
      'groceries',
    ],
    names: {
      es: ['Supermercado', 'Autoservicio', 'Mercado', 'Súper'],
      esCores: ['Día a Día', 'El Ahorro', 'Familiar', 'La Despensa', 'Económico'],
      en: ['Market', 'Supermarket', 'Grocery'],
      enCores: ['Fresh', 'Sunny', 'Latin', 'Family', 'Green'],
    },
    density: 25,
  },
  {
    id: 'lawyer',
    osm: [{ weight: 1, tags: { office: 'lawyer' } }],
    google: {
      primaryType: 'lawyer',
      types: ['lawyer', ...poi],
      label: { es: 'Abogado', en: 'Lawyer' },
    },
    synonyms: [
      'abogado',
      'abogados',
      'abogada',
      'bufete',
      'despacho de abogados',
      'asesoría jurídica',
      'lawyer',
      'lawyers',
      'attorney',
      'attorneys',
      'law firm',
      'law firms',
    ],
    names: {
      es: ['Abogados', 'Bufete', 'Despacho', 'Asesoría Jurídica'],
      esCores: ['Martínez & Asociados', 'Legal', 'Iuris', 'Fernández Ruiz', 'Lex', 'Castellanos'],
      en: ['Law Firm', 'Law Group', 'Attorneys at Law', '& Associates'],
      enCores: ['Smith', 'Johnson', 'Rodriguez', 'Miller', 'Harbor'],
    },
    density: 30,
    personal: true,
  },
  {
    id: 'accountant',
    osm: [{ weight: 1, tags: { office: 'accountant' } }],
    google: {
      primaryType: 'accounting',
      types: ['accounting', 'finance', ...poi],
      label: { es: 'Contable', en: 'Accountant' },
    },
    synonyms: [
      'contable',
      'contables',
      'contador',
      'contadores',
      'asesoría',
      'gestoría',
      'asesoría fiscal',
      'accountant',
      'accountants',
      'accounting',
      'cpa',
      'tax advisor',
    ],
    names: {
      es: ['Asesoría', 'Gestoría', 'Contadores', 'Estudio Contable'],
      esCores: ['Fiscal', 'Gómez', 'Balance', 'Cuentas Claras', 'Núñez', 'Empresarial'],
      en: ['CPA', 'Accounting', 'Tax Services', 'Bookkeeping'],
      enCores: ['Precision', 'Garcia', 'Summit', 'Ledger', 'Brickell'],
    },
    density: 20,
  },
  {
    id: 'architect',
    osm: [{ weight: 1, tags: { office: 'architect' } }],
    google: {
      primaryType: 'architect',
      types: ['architect', ...poi],
      label: { es: 'Arquitecto', en: 'Architect' },
    },
    synonyms: [
      'arquitecto',
      'arquitectos',
      'estudio de arquitectura',
      'arquitectura',
      'architect',
      'architects',
      'architecture firm',
    ],
    names: {
      es: ['Estudio de Arquitectura', 'Arquitectos', 'Arquitectura', 'Taller'],
      esCores: ['Espacio', 'Línea', 'Forma', 'Ortega', 'Volumen', 'Proyecta'],
      en: ['Architects', 'Architecture', 'Design Studio'],
      enCores: ['Modern', 'Arch', 'Coastal', 'Form', 'Vertex'],
    },
    density: 12,
  },
  {
    id: 'estate_agent',
    osm: [{ weight: 1, tags: { office: 'estate_agent' } }],
    google: {
      primaryType: 'real_estate_agency',
      types: ['real_estate_agency', ...poi],
      label: { es: 'Inmobiliaria', en: 'Real estate agency' },
    },
    synonyms: [
      'inmobiliaria',
      'inmobiliarias',
      'agencia inmobiliaria',
      'real estate',
      'real estate agency',
      'realtor',
      'realtors',
      'estate agent',
    ],
    names: {
      es: ['Inmobiliaria', 'Fincas', 'Propiedades', 'Gestión Inmobiliaria'],
      esCores: ['Tu Hogar', 'Casas', 'Horizonte', 'Llave', 'Patrimonio', 'Castillo'],
      en: ['Realty', 'Real Estate', 'Properties', 'Realtors'],
      enCores: ['Coastal', 'Key', 'Prime', 'Skyline', 'Palm'],
    },
    density: 20,
  },
  {
    id: 'it',
    osm: [{ weight: 1, tags: { office: 'it' } }],
    google: {
      primaryType: 'corporate_office',
      types: ['corporate_office', ...poi],
      label: { es: 'Oficina corporativa', en: 'Corporate office' },
    },
    synonyms: [
      'informática',
      'empresa de informática',
      'desarrollo de software',
      'software',
      'consultoría it',
      'it',
      'it company',
      'it services',
      'software company',
      'tecnología',
    ],
    names: {
      es: ['Soluciones Informáticas', 'Software', 'Tecnologías', 'Sistemas', 'Consultoría IT'],
      esCores: ['Nube', 'Código', 'Datatec', 'Innova', 'Byte', 'Redes'],
      en: ['Tech', 'Software', 'IT Solutions', 'Systems'],
      enCores: ['Cloud', 'Byte', 'Nexus', 'Bright', 'Data'],
    },
    density: 15,
  },
  {
    id: 'computer',
    osm: [{ weight: 1, tags: { shop: 'computer' } }],
    google: {
      primaryType: 'electronics_store',
      types: ['electronics_store', ...store],
      label: { es: 'Tienda de informática', en: 'Computer store' },
    },
    synonyms: [
      'tienda de informática',
      'tienda de ordenadores',
      'ordenadores',
      'computadoras',
      'computer store',
      'computer shop',
      'computer repair',
    ],
    names: {
      es: ['Informática', 'PC', 'Ordenadores', 'Computación'],
      esCores: ['Express', 'Total', 'Megabyte', 'Servicio Técnico', 'Digital'],
      en: ['Computers', 'PC Repair', 'Tech Store'],
      enCores: ['Fast', 'Micro', 'Byte', 'Pixel', 'Smart'],
    },
    density: 10,
  },
  {
    id: 'school',
    osm: [{ weight: 1, tags: { amenity: 'school' } }],
    google: {
      primaryType: 'school',
      types: ['school', ...poi],
      label: { es: 'Escuela', en: 'School' },
    },
    synonyms: ['colegio', 'colegios', 'escuela', 'escuelas', 'school', 'schools'],
    names: {
      es: ['Colegio', 'Escuela', 'Colegio', 'Instituto'],
      esCores: [
        'San Agustín',
        'Santa María',
        'Los Pinos',
        'Cervantes',
        'Gabriela Mistral',
        'Montessori',
      ],
      en: ['Academy', 'School', 'Elementary', 'Prep'],
      enCores: ['Bayside', 'Lincoln', 'Coral', 'Sunshine', 'Riverside'],
    },
    density: 25,
  },
  {
    id: 'language_school',
    osm: [{ weight: 1, tags: { amenity: 'language_school' } }],
    google: {
      primaryType: 'language_school',
      types: ['language_school', 'school', ...poi],
      label: { es: 'Escuela de idiomas', en: 'Language school' },
    },
    synonyms: [
      'academia de idiomas',
      'escuela de idiomas',
      'idiomas',
      'academia de inglés',
      'language school',
      'language schools',
      'english classes',
    ],
    names: {
      es: ['Academia de Idiomas', 'Escuela de Idiomas', 'Academia de Inglés', 'Centro de Idiomas'],
      esCores: ['Oxford', 'Babel', 'Speak Up', 'Londres', 'Global', 'Lingua'],
      en: ['Language Center', 'Language School', 'Spanish School'],
      enCores: ['Babel', 'Lingo', 'Global', 'Hola', 'Bridge'],
    },
    density: 10,
  },
  {
    id: 'driving_school',
    osm: [{ weight: 1, tags: { amenity: 'driving_school' } }],
    google: {
      primaryType: 'driving_school',
      types: ['driving_school', 'school', ...poi],
      label: { es: 'Autoescuela', en: 'Driving school' },
    },
    synonyms: [
      'autoescuela',
      'autoescuelas',
      'escuela de manejo',
      'escuela de conducción',
      'driving school',
      'driving schools',
    ],
    names: {
      es: ['Autoescuela', 'Autoescuela', 'Escuela de Manejo'],
      esCores: ['Volante', 'Semáforo', 'Ruta', 'Carné Fácil', 'Avenida'],
      en: ['Driving School', 'Driving Academy'],
      enCores: ['Safe', 'Green Light', 'Road', 'Easy'],
    },
    density: 8,
  },
  {
    id: 'builder',
    osm: [{ weight: 1, tags: { craft: 'builder' } }],
    google: {
      primaryType: 'general_contractor',
      types: ['general_contractor', ...poi],
      label: { es: 'Contratista', en: 'General contractor' },
    },
    synonyms: [
      'constructora',
      'constructoras',
      'reformas',
      'albañil',
      'albañiles',
      'builder',
      'builders',
      'contractor',
      'contractors',
      'construction company',
    ],
    names: {
      es: ['Reformas', 'Construcciones', 'Constructora', 'Obras'],
      esCores: ['Hermanos Ruiz', 'Cimientos', 'Solid', 'Pilar', 'Muñoz e Hijos'],
      en: ['Construction', 'Builders', 'Contractors', 'Remodeling'],
      enCores: ['Solid', 'Atlantic', 'Keystone', 'Premier', 'Reyes'],
    },
    density: 10,
  },
  {
    id: 'electrician',
    osm: [{ weight: 1, tags: { craft: 'electrician' } }],
    google: {
      primaryType: 'electrician',
      types: ['electrician', ...poi],
      label: { es: 'Electricista', en: 'Electrician' },
    },
    synonyms: [
      'electricista',
      'electricistas',
      'instalaciones eléctricas',
      'electrician',
      'electricians',
      'electrical contractor',
    ],
    names: {
      es: ['Electricidad', 'Instalaciones Eléctricas', 'Electricistas'],
      esCores: ['Voltio', 'Chispa', 'Rayo', 'Luz', 'Sánchez'],
      en: ['Electric', 'Electrical Services', 'Electricians'],
      enCores: ['Volt', 'Spark', 'Bright', 'Power', 'Current'],
    },
    density: 10,
  },
  {
    id: 'plumber',
    osm: [{ weight: 1, tags: { craft: 'plumber' } }],
    google: {
      primaryType: 'plumber',
      types: ['plumber', ...poi],
      label: { es: 'Fontanero', en: 'Plumber' },
    },
    synonyms: [
      'fontanero',
      'fontaneros',
      'fontanería',
      'plomero',
      'plomeros',
      'plomería',
      'gasfitero',
      'plumber',
      'plumbers',
      'plumbing',
    ],
    names: {
      es: ['Fontanería', 'Plomería', 'Fontaneros'],
      esCores: ['Agua Clara', 'Tubo', 'Gota', 'Rápida', 'Ordóñez'],
      en: ['Plumbing', 'Plumbers', 'Drain Services'],
      enCores: ['Flow', 'Pipe Pro', 'Rapid', 'Blue Water', 'Ace'],
    },
    density: 8,
  },
  {
    id: 'hotel',
    osm: [{ weight: 1, tags: { tourism: 'hotel' } }],
    google: {
      primaryType: 'hotel',
      types: ['hotel', 'lodging', ...poi],
      label: { es: 'Hotel', en: 'Hotel' },
    },
    synonyms: ['hotel', 'hoteles', 'hostal', 'alojamiento', 'hotels', 'lodging', 'inn'],
    names: {
      es: ['Hotel', 'Hostal', 'Hotel Boutique', 'Posada'],
      esCores: ['Plaza', 'Imperial', 'Colón', 'Los Ángeles', 'Real', 'Vista Alegre'],
      en: ['Hotel', 'Inn', 'Suites', 'Resort'],
      enCores: ['Ocean', 'Bay', 'Palm', 'Royal', 'Art Deco'],
    },
    density: 25,
  },
  {
    id: 'fitness_centre',
    osm: [{ weight: 1, tags: { leisure: 'fitness_centre' } }],
    google: {
      primaryType: 'gym',
      types: ['gym', 'health', ...poi],
      label: { es: 'Gimnasio', en: 'Gym' },
    },
    synonyms: ['gimnasio', 'gimnasios', 'gym', 'gyms', 'fitness', 'fitness center', 'crossfit'],
    names: {
      es: ['Gimnasio', 'Gym', 'Fitness', 'Centro Deportivo'],
      esCores: ['Atlas', 'Energía', 'Forma', 'Titán', 'Zona Fit'],
      en: ['Fitness', 'Gym', 'CrossFit', 'Training'],
      enCores: ['Iron', 'Beach', 'Core', 'Pulse', 'Elite'],
    },
    density: 15,
  },
  {
    id: 'car_repair',
    osm: [{ weight: 1, tags: { shop: 'car_repair' } }],
    google: {
      primaryType: 'car_repair',
      types: ['car_repair', ...poi],
      label: { es: 'Taller mecánico', en: 'Auto repair shop' },
    },
    synonyms: [
      'taller mecánico',
      'talleres mecánicos',
      'taller',
      'mecánico',
      'mecánicos',
      'car repair',
      'auto repair',
      'mechanic',
      'mechanics',
    ],
    names: {
      es: ['Talleres', 'Taller Mecánico', 'Automoción', 'Autos'],
      esCores: ['Hermanos García', 'El Pistón', 'Rueda', 'Motor Sur', 'Express'],
      en: ['Auto Repair', 'Auto Service', 'Garage'],
      enCores: ['Precision', 'Speedy', 'Pro', 'Tony', 'Main Street'],
    },
    density: 20,
  },
];

export const CATEGORY_BY_ID = new Map<CategoryId, Category>(CATEGORIES.map((c) => [c.id, c]));

export function category(id: CategoryId): Category {
  const found = CATEGORY_BY_ID.get(id);
  if (!found) throw new Error(`unknown category ${id}`);
  return found;
}
