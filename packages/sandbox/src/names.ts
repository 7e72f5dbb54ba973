/** People's names, job titles and business-name words per website language. */
import type { CategoryId } from './categories.js';
import type { SiteLang } from './cities.js';

export type Gender = 'f' | 'm';

export const FIRST_NAMES: Record<SiteLang, Record<Gender, string[]>> = {
  es: {
    f: [
      'María',
      'Lucía',
      'Carmen',
      'Ana',
      'Laura',
      'Sofía',
      'Begoña',
      'Nuria',
      'Inés',
      'Paula',
      'Elena',
    ],
    m: [
      'José',
      'Antonio',
      'Javier',
      'Carlos',
      'Manuel',
      'Alejandro',
      'Íñigo',
      'Sergio',
      'Andrés',
      'Pablo',
    ],
  },
  en: {
    f: ['Jennifer', 'Sarah', 'Emily', 'Jessica', 'Ashley', 'Maria', 'Laura', 'Rachel'],
    m: ['Michael', 'David', 'James', 'Robert', 'Daniel', 'Carlos', 'Kevin', 'Brian'],
  },
  pt: {
    f: ['Ana', 'Beatriz', 'Mariana', 'Inês', 'Joana', 'Carolina', 'Sofia', 'Rita', 'Fernanda'],
    m: ['João', 'Pedro', 'Tiago', 'Miguel', 'Rui', 'Lucas', 'Rafael', 'Gonçalo', 'Paulo'],
  },
  fr: {
    f: ['Camille', 'Léa', 'Chloé', 'Manon', 'Inès', 'Élodie', 'Sophie', 'Julie', 'Hélène'],
    m: ['Lucas', 'Hugo', 'Théo', 'Louis', 'Antoine', 'Julien', 'Nicolas', 'Mathieu', 'François'],
  },
  de: {
    f: ['Anna', 'Lena', 'Julia', 'Katharina', 'Laura', 'Sophie', 'Jana', 'Sabine', 'Jülide'],
    m: [
      'Lukas',
      'Jonas',
      'Maximilian',
      'Felix',
      'Tobias',
      'Stefan',
      'Thomas',
      'Jürgen',
      'Matthias',
    ],
  },
};

export const SURNAMES: Record<SiteLang, string[]> = {
  es: [
    'García',
    'López',
    'Martínez',
    'Sánchez',
    'Pérez',
    'Gómez',
    'Fernández',
    'Rodríguez',
    'Núñez',
    'Muñoz',
    'Ibáñez',
    'Peña',
    'Ordóñez',
    'Jiménez',
    'Álvarez',
    'Romero',
    'Navarro',
    'Domínguez',
    'Gutiérrez',
    'Ruiz',
    'Castaño',
    'Moreno',
  ],
  en: [
    'Smith',
    'Johnson',
    'Williams',
    'Brown',
    'Garcia',
    'Rodriguez',
    'Miller',
    'Davis',
    'Martinez',
    'Hernandez',
    'Lopez',
    'Wilson',
  ],
  pt: [
    'Silva',
    'Santos',
    'Ferreira',
    'Pereira',
    'Oliveira',
    'Costa',
    'Rodrigues',
    'Martins',
    'Sousa',
    'Gonçalves',
    'Carvalho',
    'Almeida',
    'Araújo',
    'Conceição',
  ],
  fr: [
    'Martin',
    'Bernard',
    'Dubois',
    'Thomas',
    'Robert',
    'Richard',
    'Petit',
    'Durand',
    'Leroy',
    'Moreau',
    'Lefèvre',
    'Garnier',
    'Faure',
    'Rousseau',
  ],
  de: [
    'Müller',
    'Schmidt',
    'Schneider',
    'Fischer',
    'Weber',
    'Meyer',
    'Wagner',
    'Becker',
    'Schulz',
    'Hoffmann',
    'Schäfer',
    'Koch',
    'Bauer',
    'Krüger',
    'Zimmermann',
  ],
};

/** Titles of the people the world itself names for each business (Site.people). */
export const WORLD_TITLES: Record<SiteLang, Record<Gender, string[]>> = {
  es: {
    f: [
      'Directora general',
      'Gerente',
      'Fundadora',
      'Socia directora',
      'Responsable de administración',
    ],
    m: [
      'Director general',
      'Gerente',
      'Fundador',
      'Socio director',
      'Responsable de administración',
    ],
  },
  en: {
    f: ['Owner', 'Managing Partner', 'Office Manager', 'Founder', 'General Manager'],
    m: ['Owner', 'Managing Partner', 'Office Manager', 'Founder', 'General Manager'],
  },
  pt: {
    f: [
      'Sócia-fundadora',
      'Diretora geral',
      'Proprietária',
      'Sócia-gerente',
      'Gerente de operações',
    ],
    m: ['Sócio-fundador', 'Diretor geral', 'Proprietário', 'Sócio-gerente', 'Gerente de operações'],
  },
  fr: {
    f: ['Gérante', 'Fondatrice', 'Directrice générale', 'Présidente', 'Responsable des opérations'],
    m: ['Gérant', 'Fondateur', 'Directeur général', 'Président', 'Responsable des opérations'],
  },
  de: {
    f: ['Geschäftsführerin', 'Inhaberin', 'Gründerin', 'Geschäftsführerin', 'Betriebsleiterin'],
    m: ['Geschäftsführer', 'Inhaber', 'Gründer', 'Geschäftsführer', 'Betriebsleiter'],
  },
};

export type ContactRole = 'owner' | 'marketing' | 'operations' | 'other';

/** Titles the websites give to people, by the function they stand for. */
export const TEAM_TITLES: Record<SiteLang, Record<ContactRole, Record<Gender, string[]>>> = {
  es: {
    owner: {
      f: ['Directora General', 'Fundadora', 'Propietaria', 'Gerente', 'Socia fundadora', 'CEO'],
      m: ['Director General', 'Fundador', 'Propietario', 'Gerente', 'Socio fundador', 'Dueño'],
    },
    marketing: {
      f: ['Responsable de Marketing', 'Directora de Marketing', 'Responsable de comunicación'],
      m: ['Responsable de Marketing', 'Director de Marketing', 'Jefe de Marketing'],
    },
    operations: {
      f: ['Jefa de Operaciones', 'Directora de Operaciones', 'Responsable de operaciones'],
      m: ['Jefe de Operaciones', 'Director de Operaciones', 'Responsable de operaciones'],
    },
    other: {
      f: ['Recepcionista', 'Técnica', 'Asesora comercial', 'Abogada asociada'],
      m: ['Recepcionista', 'Técnico', 'Asesor comercial', 'Abogado asociado'],
    },
  },
  en: {
    owner: {
      f: ['Owner', 'Founder', 'CEO', 'Founder & CEO', 'Managing Director'],
      m: ['Owner', 'Founder', 'CEO', 'Founder & CEO', 'Managing Director'],
    },
    marketing: {
      f: ['Marketing Manager', 'Head of Marketing', 'Marketing Director'],
      m: ['Marketing Manager', 'Head of Marketing', 'Marketing Director'],
    },
    operations: {
      f: ['Operations Manager', 'Head of Operations', 'COO'],
      m: ['Operations Manager', 'Head of Operations', 'COO'],
    },
    other: {
      f: ['Receptionist', 'Senior Associate', 'Technician', 'Client Advisor'],
      m: ['Receptionist', 'Senior Associate', 'Technician', 'Client Advisor'],
    },
  },
  pt: {
    owner: {
      f: ['Sócia-fundadora', 'Diretora geral', 'Proprietária', 'CEO'],
      m: ['Sócio-fundador', 'Diretor geral', 'Proprietário', 'Sócio'],
    },
    marketing: {
      f: ['Gerente de Marketing', 'Diretora de Marketing', 'Coordenadora de Marketing'],
      m: ['Gerente de Marketing', 'Diretor de Marketing', 'Coordenador de Marketing'],
    },
    operations: {
      f: ['Gerente de Operações', 'Diretora de Operações'],
      m: ['Gerente de Operações', 'Diretor de Operações'],
    },
    other: {
      f: ['Rececionista', 'Técnica', 'Consultora'],
      m: ['Rececionista', 'Técnico', 'Consultor'],
    },
  },
  fr: {
    owner: {
      f: ['Gérante', 'Fondatrice', 'Directrice générale', 'Présidente'],
      m: ['Gérant', 'Fondateur', 'Directeur général', 'Président'],
    },
    marketing: {
      f: ['Responsable marketing', 'Directrice marketing', 'Chargée de marketing'],
      m: ['Responsable marketing', 'Directeur marketing', 'Chargé de marketing'],
    },
    operations: {
      f: ['Responsable des opérations', 'Directrice des opérations'],
      m: ['Responsable des opérations', 'Directeur des opérations'],
    },
    other: {
      f: ['Assistante', 'Technicienne', 'Conseillère'],
      m: ['Assistant', 'Technicien', 'Conseiller'],
    },
  },
  de: {
    owner: {
      f: ['Geschäftsführerin', 'Inhaberin', 'Gründerin'],
      m: ['Geschäftsführer', 'Inhaber', 'Gründer'],
    },
    marketing: {
      f: ['Marketingleiterin', 'Leiterin Marketing'],
      m: ['Marketingleiter', 'Leiter Marketing'],
    },
    operations: {
      f: ['Betriebsleiterin', 'Leiterin Operations'],
      m: ['Betriebsleiter', 'Leiter Operations'],
    },
    other: {
      f: ['Empfang', 'Technikerin', 'Beraterin'],
      m: ['Empfang', 'Techniker', 'Berater'],
    },
  },
};

const OWNER_WORDS =
  /\b(owner|proprietor|founder|ceo|managing (director|partner)|general manager|director(a)? general|gerente|fundador(a)?|propietari[oa]|dueñ[oa]|soci[oa]|sócio|sócia|diretor(a)? geral|proprietári[oa]|gérant(e)?|fondat(eur|rice)|président(e)?|direct(eur|rice) général(e)?|geschäftsführer(in)?|inhaber(in)?|gründer(in)?|titular)\b/iu;
const MARKETING_WORDS = /\b(marketing|comunicación|communication)\b/iu;
const OPERATIONS_WORDS =
  /\b(operations|operaciones|operações|opérations|betriebsleiter(in)?|office manager|coo|administración)\b/iu;

/** The function a title stands for, as the app's target roles see it. */
export function roleOfTitle(title: string): ContactRole {
  if (MARKETING_WORDS.test(title)) return 'marketing';
  if (OPERATIONS_WORDS.test(title)) return 'operations';
  if (OWNER_WORDS.test(title)) return 'owner';
  return 'other';
}

/** Business-name words of the Portuguese, French and German cities: "<word> <surname>". */
export const LOCAL_NAME_WORDS: Record<'pt' | 'fr' | 'de', Record<CategoryId, string[]>> = {
  pt: {
    dentist: ['Clínica Dentária', 'Consultório Odontológico'],
    doctors: ['Consultório Médico', 'Clínica Médica'],
    clinic: ['Clínica', 'Centro de Saúde'],
    pharmacy: ['Farmácia'],
    veterinary: ['Clínica Veterinária', 'Hospital Veterinário'],
    restaurant: ['Restaurante', 'Tasca', 'Churrascaria'],
    cafe: ['Café', 'Pastelaria'],
    bakery: ['Padaria'],
    hairdresser: ['Cabeleireiro', 'Salão'],
    clothes: ['Boutique', 'Loja de Roupa'],
    supermarket: ['Supermercado', 'Mercearia'],
    lawyer: ['Advogados', 'Escritório de Advocacia'],
    accountant: ['Contabilidade', 'Gabinete de Contabilidade'],
    architect: ['Arquitetos', 'Atelier de Arquitetura'],
    estate_agent: ['Imobiliária'],
    it: ['Soluções Informáticas', 'Tecnologia'],
    computer: ['Informática', 'Loja de Informática'],
    school: ['Escola', 'Colégio'],
    language_school: ['Escola de Línguas'],
    driving_school: ['Escola de Condução', 'Autoescola'],
    builder: ['Construções', 'Obras e Remodelações'],
    electrician: ['Eletricista', 'Instalações Elétricas'],
    plumber: ['Canalizador', 'Hidráulica'],
    hotel: ['Hotel', 'Pousada'],
    fitness_centre: ['Ginásio', 'Academia'],
    car_repair: ['Oficina', 'Oficina Auto'],
  },
  fr: {
    dentist: ['Cabinet Dentaire', 'Centre Dentaire'],
    doctors: ['Cabinet Médical', 'Centre Médical'],
    clinic: ['Clinique', 'Centre de Santé'],
    pharmacy: ['Pharmacie'],
    veterinary: ['Clinique Vétérinaire', 'Cabinet Vétérinaire'],
    restaurant: ['Restaurant', 'Bistrot', 'Brasserie'],
    cafe: ['Café', 'Salon de thé'],
    bakery: ['Boulangerie', 'Boulangerie-Pâtisserie'],
    hairdresser: ['Salon de coiffure', 'Coiffure'],
    clothes: ['Boutique', 'Prêt-à-porter'],
    supermarket: ['Supérette', 'Épicerie'],
    lawyer: ['Cabinet d’avocats', 'Avocats'],
    accountant: ['Cabinet Comptable', 'Expertise Comptable'],
    architect: ['Architectes', 'Atelier d’architecture'],
    estate_agent: ['Agence Immobilière', 'Immobilier'],
    it: ['Informatique', 'Solutions Numériques'],
    computer: ['Micro-Informatique', 'Informatique Service'],
    school: ['École', 'Institution'],
    language_school: ['École de Langues', 'Centre de Langues'],
    driving_school: ['Auto-école'],
    builder: ['Bâtiment', 'Rénovation'],
    electrician: ['Électricité', 'Électricien'],
    plumber: ['Plomberie', 'Plombier'],
    hotel: ['Hôtel'],
    fitness_centre: ['Salle de sport', 'Club de Fitness'],
    car_repair: ['Garage', 'Garage Automobile'],
  },
  de: {
    dentist: ['Zahnarztpraxis', 'Zahnärzte'],
    doctors: ['Arztpraxis', 'Hausarztpraxis'],
    clinic: ['Klinik', 'Praxisklinik'],
    pharmacy: ['Apotheke'],
    veterinary: ['Tierarztpraxis', 'Tierklinik'],
    restaurant: ['Restaurant', 'Gasthaus', 'Wirtshaus'],
    cafe: ['Café', 'Kaffeehaus'],
    bakery: ['Bäckerei'],
    hairdresser: ['Friseur', 'Friseursalon'],
    clothes: ['Modehaus', 'Boutique'],
    supermarket: ['Supermarkt', 'Markt'],
    lawyer: ['Rechtsanwaltskanzlei', 'Kanzlei'],
    accountant: ['Steuerberatung', 'Steuerkanzlei'],
    architect: ['Architekturbüro', 'Architekten'],
    estate_agent: ['Immobilien', 'Immobilienbüro'],
    it: ['IT-Service', 'IT-Systemhaus'],
    computer: ['Computerladen', 'PC-Service'],
    school: ['Schule', 'Privatschule'],
    language_school: ['Sprachschule', 'Sprachinstitut'],
    driving_school: ['Fahrschule'],
    builder: ['Bauunternehmen', 'Baugeschäft'],
    electrician: ['Elektro', 'Elektroinstallation'],
    plumber: ['Sanitär', 'Installateur'],
    hotel: ['Hotel', 'Pension'],
    fitness_centre: ['Fitnessstudio', 'Fitness'],
    car_repair: ['Autowerkstatt', 'Kfz-Werkstatt'],
  },
};

export const LOCAL_NAME_CORES: Record<'pt' | 'fr' | 'de', string[]> = {
  pt: ['Sol', 'Atlântico', 'Central', 'Estrela', 'Nova', 'Real', 'Aurora', 'Horizonte'],
  fr: ['du Centre', 'Lumière', 'Étoile', 'Saint-Michel', 'Belle Époque', 'Les Tilleuls', 'Soleil'],
  de: ['am Markt', 'Zentrum', 'Sonne', 'an der Spree', 'Alte Mühle', 'Lindenhof', 'Stern'],
};
