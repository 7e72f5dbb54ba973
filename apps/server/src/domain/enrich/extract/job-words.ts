/**
 * Words of jobs, trades and professions in Spanish, English, Portuguese, French and German
 * (folded: lower case, no accents), for telling a title line ("Osteópata", "Bookkeeper",
 * "Négociatrice immobilier", "Bilanzbuchhalterin") from anything else. Trades that are also
 * common surnames (Baker, Koch, Schneider, Boulanger, Pastor, Ferreira…) are left out: a name
 * must never read as a title.
 */
import { fold, wordSet } from './normalize-text.js';

const JOB_WORDS = wordSet(
  // es
  'abogado abogada asesor asesora auxiliar administrativo administrativa agente arquitecto ' +
    'arquitecta artesano artesana azafata bibliotecario bibliotecaria bombero cajero cajera ' +
    'camarero camarera chofer conductor conductora carpintero carpintera cocinero cocinera ' +
    'comercial consultor consultora contable contador contadora coordinador coordinadora ' +
    'coreografo coreografa cuidador cuidadora decorador decoradora delineante dependienta ' +
    'dependiente dietista diseñador disenador disenadora docente economista educador ' +
    'educadora electricista encargado encargada enfermero enfermera entrenador entrenadora ' +
    'esteticista estilista farmaceutico farmaceutica fisioterapeuta fontanero fontanera ' +
    'fotografo fotografa gestor gestora guia higienista informatico informatica ' +
    'instalador instaladora instructor instructora interiorista jardinero jardinera ' +
    'logopeda maestro maestra maquetista masajista matrona mecanico mecanica medico medica ' +
    'monitor monitora negociador negociadora nutricionista odontologo odontologa optico ' +
    'optica optometrista orientador orientadora ortodoncista osteopata panadero panadera ' +
    'pastelero pastelera peluquero peluquera periodista podologo podologa profesor profesora ' +
    'programador programadora psicologo psicologa psicoterapeuta psiquiatra quiropractico ' +
    'quiropractica recepcionista redactor redactora repartidor repartidora sumiller ' +
    'secretario secretaria socorrista tecnico tecnica terapeuta traductor traductora ' +
    'veterinario veterinaria vendedor vendedora vigilante tutor tutora becario becaria ' +
    'enologo enologa winemaker oenologue enologue especialista specialiste ' +
    'spezialist spezialistin geselle gesellin azubi auszubildende auszubildender lehrling ' +
    'apprentice aprendiz aprendiza apprenti apprentie instrutor instrutora eletricista ' +
    'canalizador canalizadora promotora barbeira despachante kine moniteur ' +
    'monitrice professeure commis developpeur developpeuse integrateur integratrice ' +
    'technologist desenvolvedor desenvolvedora entwickler entwicklerin programmierer ' +
    'programmiererin webdesigner webdesignerin illustrator ilustrador ilustradora ' +
    'illustrateur illustratrice mediengestalter mediengestalterin puericultrice dachdecker ' +
    'dachdeckerin fliesenleger landwirt landwirtin winzerin friseurin frisorin kosmetiker ' +
    'kosmetikerin bather landlord landlady arranger anfitrion ' +
    'anfitriona anfitriao anfitria hostess gastgeber gastgeberin hotesse profe ' +
    'procurador procuradora notario notaria graduado graduada colegiado colegiada ' +
    'cirujano cirujana pediatra ginecologo ginecologa dermatologo dermatologa cardiologo ' +
    'oftalmologo traumatologo anestesista radiologo radiologa tesorero tesorera vicepresidente ' +
    'vicepresidenta vicesecretario vicesecretaria vocal gerencia coordinacion ' +
    // en
    'accountant administrator adviser advisor agent analyst architect assistant associate ' +
    'attorney auditor bartender barista bookkeeper broker builder caretaker cashier ' +
    'chiropractor cleaner clerk coach consultant coordinator counsellor counselor curator ' +
    'dentist designer developer dietitian director driver editor electrician engineer ' +
    'estimator groomer hairdresser hygienist instructor inspector installer intern ' +
    'journalist landscaper lawyer lecturer librarian locksmith mechanic midwife negotiator ' +
    'nurse nutritionist officer optician optometrist orthodontist osteopath paralegal ' +
    'pharmacist photographer physician physio physiotherapist plumber podiatrist ' +
    'practitioner producer programmer psychologist psychotherapist receptionist recruiter ' +
    'registrar representative scheduler secretary sommelier solicitor specialist stylist ' +
    'supervisor surgeon surveyor technician therapist trainer translator treasurer tutor ' +
    'valuer veterinarian vet waiter waitress writer embalmer advocate chairman chairwoman ' +
    'chair sonographer hostess host concierge housekeeper bookkeeping payroll apprentice ' +
    'foreman manager superintendent estimator negotiator letting lettings conveyancer paraplanner ' +
    // pt
    'advogado advogada arquiteto arquiteta arquitecto arquitecta assistente atendente ' +
    'auxiliar cabeleireiro cabeleireira contabilista corretor corretora cozinheiro ' +
    'cozinheira dentista designer diretor diretora educadora enfermeiro enfermeira ' +
    'engenheiro engenheira esteticista farmaceutico farmaceutica fisioterapeuta fotografo ' +
    'gerente jornalista medico medica nutricionista odontologo odontologa professor ' +
    'professora psicologo psicologa rececionista recepcionista secretario secretaria ' +
    'tecnico tecnica tecnologo veterinario veterinaria vendedor vendedora coordenador ' +
    'coordenadora consultora estagiario estagiaria maquetista desenhador desenhadora ' +
    'motorista pasteleiro pasteleira padeiro padeira empregado empregada encarregado ' +
    'encarregada gestora coordenacao tesoureiro tesoureira vice-presidente mecanico mecanica ' +
    // fr
    'assistant assistante avocat avocate architecte artisan boulangere chargee charge ' +
    'chef coiffeur coiffeuse comptable conseiller conseillere consultant consultante ' +
    'coordinateur coordinatrice coordonnateur coordonnatrice cuisinier cuisiniere dentiste dessinateur dessinatrice ' +
    'directeur directrice educateur educatrice employe employee esthéticienne estheticienne ' +
    'expert experte formateur formatrice gestionnaire graphiste infirmier infirmiere ' +
    'ingenieur ingenieure kinesitherapeute medecin negociateur negociatrice notaire ' +
    'opticien opticienne orthophoniste osteopathe patissier patissiere pharmacien ' +
    'pharmacienne photographe plombier podologue professeur psychologue redacteur ' +
    'redactrice responsable secretaire serveur serveuse sommeliere stagiaire technicien ' +
    'technicienne veterinaire vendeur vendeuse maitre maitresse collaborateur ' +
    'collaboratrice juriste paysagiste electricien electricienne menuisier ebeniste ' +
    'tresorier tresoriere vice-president presidente animateur animatrice mecanicien ' +
    'coordination dirigeant dirigeante mecanicienne carrossier secretariat carrossiere orthodontiste chirurgien chirurgienne ' +
    'prothesiste sage-femme ' +
    // de
    'anwalt anwaltin rechtsanwalt rechtsanwaltin notar notarin steuerberater ' +
    'steuerberaterin architekt architektin arzt arztin zahnarzt zahnarztin tierarzt ' +
    'tierarztin apotheker apothekerin assistent assistentin auszubildende auszubildender ' +
    'azubi berater beraterin buchhalter buchhalterin bilanzbuchhalter bilanzbuchhalterin ' +
    'backer backerin elektriker elektrikerin empfang erzieher erzieherin fachkraft ' +
    'fotograf fotografin friseur friseurin friseurmeister gesellschafter gesellschafterin ' +
    'heilpraktiker heilpraktikerin hebamme ingenieur ingenieurin installateur ' +
    'kauffrau kochin konditor konditorin krankenschwester lehrer lehrerin lernender ' +
    'lernende logopade logopadin makler maklerin mitarbeiter mitarbeiterin monteur ' +
    'optiker optikerin physiotherapeut physiotherapeutin praktikant praktikantin ' +
    'psychologe psychologin referent referentin sachbearbeiter sachbearbeiterin ' +
    'sekretar sekretarin sekretariat servicekraft sommelier sommeliere techniker ' +
    'technikerin therapeut therapeutin trainer trainerin ubersetzer ubersetzerin ' +
    'verkaufer verkauferin zeichner zeichnerin gartnerin schneiderin vorsitzender ' +
    'vorsitzende kassierer kassiererin schriftfuhrer schriftfuhrerin beisitzer ' +
    'beisitzerin pianist pianistin musiker musikerin dozent dozentin akustiker akustikerin ' +
    'winzerin bestatter bestatterin gastgeber gastgeberin florist floristin fleuriste ' +
    'koordination texterin prasident prasidentin prasidenten arzthelferin florista barista capataz marceneiro marceneira kellermeister kellermeisterin rezeption kassier kassiererin kassenwart ' +
    'kassenwartin',
);

/** German compounds of a job ("Pädakustikerin", "Heizungsbauermeister", "Büroleitung"). */
const JOB_COMPOUND =
  /.{5,}(?:meister|meisterin)$|.{4,}(?:chef|chefin)$|.{2,}(?:leiter|leiterin|leitung|berater|beraterin|techniker|technikerin|kaufmann|kauffrau|assistent|assistentin|fachkraft|arzt|arztin|therapeut|therapeutin|pfleger|pflegerin|lehrer|lehrerin|trainer|trainerin|akustiker|akustikerin|buchhalter|buchhalterin|fachwirt|fachwirtin|planer|planerin|zeichner|zeichnerin|manager|managerin|referent|referentin|betreuer|betreuerin|betreuung|angestellte|angestellter|vorsteher|vorsteherin|anwalt|anwaltin|ingenieur|ingenieurin|inhaber|inhaberin|management|fachfrau|fachmann|experte|expertin|mechaniker|mechanikerin|arzthelfer|arzthelferin|koordinator|koordinatorin|handler|handlerin)$/;

/** Whether a word (as written or folded) is a job, a trade or a profession. */
export function isJobWord(word: string): boolean {
  const w = fold(word).replace(/[^a-z-]/g, '');
  return JOB_WORDS.has(w) || JOB_COMPOUND.test(w);
}

/** Whether any word of `text` is a job, a trade or a profession. */
export function hasJobWord(text: string): boolean {
  return fold(text)
    .split(/[^a-z-]+/)
    .some((w) => w !== '' && isJobWord(w));
}
