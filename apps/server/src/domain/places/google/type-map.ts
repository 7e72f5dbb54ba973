/** Google place types (Places API (New), table A) → wizard industry, and a fallback label. */
import type { Industry } from '@leadatlas/shared';

const TYPES_BY_INDUSTRY: Record<Industry, string[]> = {
  salud: [
    'dentist',
    'dental_clinic',
    'doctor',
    'hospital',
    'general_hospital',
    'medical_clinic',
    'medical_center',
    'medical_lab',
    'pharmacy',
    'drugstore',
    'physiotherapist',
    'chiropractor',
    'veterinary_care',
    'optician',
    'psychologist',
    'skin_care_clinic',
  ],
  tecnologia: [
    'electronics_store',
    'cell_phone_store',
    'computer_store',
    'software_company',
    'it_service',
    'telecommunications_service_provider',
    'internet_service_provider',
  ],
  'servicios-profesionales': [
    'lawyer',
    'accounting',
    'tax_consultant',
    'insurance_agency',
    'consultant',
    'notary_public',
    'marketing_agency',
    'advertising_agency',
    'employment_agency',
    'financial_advisor',
    'architect',
  ],
  educacion: [
    'school',
    'primary_school',
    'secondary_school',
    'university',
    'preschool',
    'child_care_agency',
    'language_school',
    'driving_school',
    'music_school',
    'tutoring_service',
    'educational_institution',
  ],
  construccion: [
    'general_contractor',
    'construction_company',
    'electrician',
    'plumber',
    'roofing_contractor',
    'painter',
    'locksmith',
    'carpenter',
    'hvac_contractor',
    'home_builder',
  ],
  inmobiliario: ['real_estate_agency', 'real_estate_agent', 'property_management_company'],
  retail: [
    'store',
    'clothing_store',
    'shoe_store',
    'supermarket',
    'grocery_store',
    'convenience_store',
    'department_store',
    'discount_store',
    'furniture_store',
    'home_goods_store',
    'home_improvement_store',
    'hardware_store',
    'jewelry_store',
    'book_store',
    'florist',
    'pet_store',
    'sporting_goods_store',
    'gift_shop',
    'liquor_store',
    'bakery',
    'butcher_shop',
    'shopping_mall',
    'market',
    'wholesaler',
    'car_dealer',
    'bicycle_store',
    'auto_parts_store',
  ],
};

const INDUSTRY_OF_TYPE = new Map<string, Industry>();
for (const [industry, types] of Object.entries(TYPES_BY_INDUSTRY) as Array<[Industry, string[]]>) {
  for (const type of types) if (!INDUSTRY_OF_TYPE.has(type)) INDUSTRY_OF_TYPE.set(type, industry);
}

/** The industry of a place: its primary type's, else the first of its types that maps. */
export function industryOfGoogleTypes(
  primaryType: string | undefined,
  types: string[] | undefined,
): Industry | null {
  if (primaryType && INDUSTRY_OF_TYPE.has(primaryType)) return INDUSTRY_OF_TYPE.get(primaryType)!;
  for (const type of types ?? []) {
    const industry = INDUSTRY_OF_TYPE.get(type);
    if (industry) return industry;
  }
  return null;
}

/** "dental_clinic" → "Dental clinic". */
export function humaniseType(type: string): string {
  const text = type.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
