import { US_STATUS_ES } from './choices.ts';
import { addressSpanish, either } from './person.ts';
import type { FieldSpanish, FormSpanish, SpanishText } from './types.ts';

/**
 * INCOME: the sponsor's (the petitioner's) work, tax returns, household and assets for the
 * Affidavit of Support (Form I-864), then the joint sponsor's. Questions about the petitioner speak
 * to them or name them ({name}) with either(...), also where the English still speaks to "you"
 * only (localized.ts voices those, SPANISH_VOICED_ABOUT); "su cónyuge" is then "usted", the
 * beneficiary filling in. The joint sponsor is "el copatrocinador". A tax year is a part
 * ({ taxYear }) placed after "para" or "en", or heading a clause (text.ts reads it in Spanish).
 */

const ALL = { taxYear: 'all' } as const;
const LATEST_DUE = { taxYear: 'latestDue' } as const;
const YEAR = [{ taxYear: 0 }, { taxYear: 1 }, { taxYear: 2 }] as const;

const NO_RETURN = 'Para un año sin declaración, el Form I-864 indica N/A en lugar de una cantidad.';
const RETURN = 'declaración federal de impuestos sobre la renta';

const OCCUPATION_HELP = 'Se imprime en el formulario, que USCIS lee en inglés: por ejemplo Nurse, Software Engineer, Sales Associate.';
const SELF_EMPLOYED_OCCUPATION_HELP = 'Se imprime en el formulario, que USCIS lee en inglés: por ejemplo Photographer, Truck Driver, Restaurant Owner.';
const BANK_HELP = 'El saldo actual de todas sus cuentas de efectivo, de ahorros y de cheques.';
const REAL_ESTATE_HELP = 'Lo que valen los inmuebles (su valor de tasación) menos lo que todavía se debe de las hipotecas sobre ellos. Escriba 0 si no hay ninguno.';
const STOCKS_HELP = 'El valor en efectivo, hoy, de acciones, bonos, certificados de depósito y cualquier otro bien que no se haya contado en las dos preguntas anteriores. Escriba 0 si no hay ninguno.';
const DUTY_ENDS =
  'La obligación termina cuando la persona se hace ciudadana estadounidense, ha trabajado 40 trimestres (unos 10 años) en los Estados Unidos, se va definitivamente de los Estados Unidos o fallece. Escriba 0 si no hay ninguna.';

/** The three questions, one per tax year, that differ only in the year they name. */
function perYear(keys: readonly [string, string, string], text: (year: (typeof YEAR)[number]) => FieldSpanish): Record<string, FieldSpanish> {
  return Object.fromEntries(keys.map((key, index) => [key, text(YEAR[index] as (typeof YEAR)[number])]));
}

/** The petitioner's total income of one tax year (sponsor-fields.ts). */
const sponsorIncome = (year: (typeof YEAR)[number]): FieldSpanish => ({
  question: [either('¿Cuáles fueron sus ingresos totales en ', '¿Cuáles fueron los ingresos totales de {name} en '), year, '?'],
  help: either(
    'Escriba la línea "total income" de su declaración federal de impuestos de ese año (Form 1040, línea 9); en una declaración conjunta, el total de la declaración. ' +
      'Si no presentó declaración ese año, escriba los ingresos que tuvo ese año, o 0 si no tuvo ninguno.',
    'Escriba la línea "total income" de la declaración federal de impuestos de {name} de ese año (Form 1040, línea 9); en una declaración conjunta, el total de la declaración. ' +
      'Si {name} no presentó declaración ese año, escriba los ingresos que tuvo ese año, o 0 si no tuvo ninguno.',
  ),
});

const jointSponsorIncome = (year: (typeof YEAR)[number]): FieldSpanish => ({
  question: ['¿Cuáles fueron los ingresos totales del copatrocinador en ', year, '?'],
  help:
    'Escriba la línea "total income" de su declaración federal de impuestos de ese año (Form 1040, línea 9); en una declaración conjunta, el total de la declaración. ' +
    'Si no presentó declaración ese año, escriba los ingresos que tuvo ese año, o 0 si no tuvo ninguno.',
});

/** A voiced question ending on a tax year. */
const filedFor = (you: string, other: string, year: (typeof YEAR)[number] | typeof ALL): SpanishText => [either(you, other), year, '?'];

/** A family member immigrating with the spouse, or a household member: the rows' names. */
const NAME_ROW: Record<string, FieldSpanish> = {
  nameFirst: { question: 'Primer nombre' },
  nameMiddle: { question: 'Segundo nombre (si lo tiene)' },
  nameLast: { question: 'Apellido' },
};

export const INCOME_ES: FormSpanish = {
  title: 'Ingresos y patrocinio económico',
  description: 'El trabajo, los ingresos, el hogar y los bienes del patrocinador para la declaración jurada de patrocinio económico (Affidavit of Support, Form I-864).',
  steps: {
    "Sponsor's Income": {
      name: 'Ingresos del patrocinador',
      intro: either(
        'El patrocinador firma la declaración jurada de patrocinio económico (Affidavit of Support, Form I-864) y se compromete a mantener al cónyuge que inmigra. ' +
          'Todas las preguntas de este formulario son sobre usted, el peticionario, que es el patrocinador, salvo las del copatrocinador al final; "su cónyuge" es el cónyuge que solicita la residencia permanente.',
        'El patrocinador firma la declaración jurada de patrocinio económico (Affidavit of Support, Form I-864) y se compromete a mantener al cónyuge que inmigra, usted. ' +
          'Todas las preguntas de este formulario son sobre {name}, el peticionario, que es el patrocinador, salvo las del copatrocinador al final. Responda por {name}.',
      ),
    },
    'Income Details': {
      name: 'Detalle de los ingresos',
      intro: [
        either(
          'El Form I-864 pide los ingresos totales de sus declaraciones federales de impuestos sobre la renta para ',
          'El Form I-864 pide los ingresos totales de las declaraciones federales de impuestos sobre la renta de {name} para ',
        ),
        ALL,
        '. Con los formularios se envía una copia o una transcripción del IRS (IRS transcript) de la declaración más reciente.',
      ],
    },
    'Current Year Income Prediction': {
      name: 'Ingresos estimados de este año',
      intro: [
        either(
          'El Form I-864 pide sus ingresos anuales actuales. Los estimamos a partir de sus tres últimos años fiscales: ',
          'El Form I-864 pide los ingresos anuales actuales de {name}. Los estimamos a partir de sus tres últimos años fiscales: ',
        ),
        YEAR[0],
        ' cuenta un 60%, ',
        YEAR[1],
        ' un 30% y ',
        YEAR[2],
        either(
          ' un 10%. Revise el cálculo y corríjalo si sus ingresos de este año son distintos.',
          ' un 10%. Revise el cálculo y corríjalo si los ingresos de {name} de este año son distintos.',
        ),
      ],
    },
    'Household Finances': {
      name: 'Finanzas del hogar',
      intro: either(
        'El Form I-864 compara los ingresos de su hogar con las pautas federales de pobreza de los Estados Unidos para su número de miembros del hogar. Cuente a cada persona una sola vez.',
        'El Form I-864 compara los ingresos del hogar de {name} con las pautas federales de pobreza de los Estados Unidos para su número de miembros del hogar. Cuente a cada persona una sola vez.',
      ),
    },
  },
  fields: {
    incomePetitionerIsSponsor: {
      question: either(
        '¿Firmará usted, el peticionario, la declaración jurada de patrocinio económico (Form I-864) como patrocinador?',
        '¿Firmará {name}, el peticionario, la declaración jurada de patrocinio económico (Form I-864) como patrocinador?',
      ),
      help:
        'En un caso de matrimonio, el peticionario siempre debe firmar el Form I-864, aunque sus ingresos no alcancen y un copatrocinador firme otro. ' +
        'Las preguntas de esta sección son sobre el peticionario. Si un copatrocinador firma un segundo Form I-864, las preguntas sobre él o ella vienen al final de Finanzas del hogar, y también llenamos su formulario.',
    },
    isOnActiveDuty: {
      question: either(
        '¿Está usted en servicio activo en las Fuerzas Armadas o en la Guardia Costera de los Estados Unidos?',
        '¿Está {name} en servicio activo en las Fuerzas Armadas o en la Guardia Costera de los Estados Unidos?',
      ),
      help: either(
        'Si lo está, sus ingresos solo necesitan llegar al 100% de las pautas federales de pobreza, en lugar del 125%.',
        'Si lo está, los ingresos de {name} solo necesitan llegar al 100% de las pautas federales de pobreza, en lugar del 125%.',
      ),
    },
    incomeComesFromW2: {
      question: either(
        '¿Proviene al menos el 85% de sus ingresos de salarios declarados en el Form W-2?',
        '¿Proviene al menos el 85% de los ingresos de {name} de salarios declarados en el Form W-2?',
      ),
      help: 'El Form W-2 es el comprobante anual de salarios que entrega el empleador. Responda No si una parte mayor proviene de trabajo por cuenta propia, un negocio, alquileres, inversiones, una pensión u otras fuentes.',
    },
    incomeSponsorIsEmployed: {
      question: either('¿Trabaja usted ahora para un empleador?', '¿Trabaja {name} ahora para un empleador?'),
      help: either(
        'Responda Sí si está en la nómina de una empresa, una organización o una persona, a tiempo completo o parcial. El trabajo en su propio negocio se pregunta después.',
        'Responda Sí si {name} está en la nómina de una empresa, una organización o una persona, a tiempo completo o parcial. El trabajo en su propio negocio se pregunta después.',
      ),
    },
    incomeSponsorOccupation: {
      question: either('¿Cuál es su ocupación o cargo? (en inglés)', '¿Cuál es la ocupación o el cargo de {name}? (en inglés)'),
      help: OCCUPATION_HELP,
    },
    incomeSponsorEmployer1Name: {
      question: either('¿Cuál es el nombre de su empleador?', '¿Cuál es el nombre del empleador de {name}?'),
      help: either(
        'El nombre como aparece en sus recibos de pago o en el Form W-2, el mismo que en su historial de empleo.',
        'El nombre como aparece en los recibos de pago o en el Form W-2 de {name}, el mismo que en su historial de empleo.',
      ),
    },
    incomeSponsorEmployer2Name: {
      question: either('Si tiene un segundo empleador, ¿cuál es su nombre?', 'Si {name} tiene un segundo empleador, ¿cuál es su nombre?'),
      help: either('Déjelo vacío si trabaja para un solo empleador.', 'Déjelo vacío si {name} trabaja para un solo empleador.'),
    },
    incomeSponsorIsSelfEmployed: {
      question: either('¿Trabaja usted por cuenta propia?', '¿Trabaja {name} por cuenta propia?'),
      help: either(
        'Responda Sí si tiene su propio negocio, trabaja como independiente o contratista independiente (por ejemplo, con ingresos del Form 1099), o es dueño de un negocio en el que trabaja.',
        'Responda Sí si {name} tiene su propio negocio, trabaja como independiente o contratista independiente (por ejemplo, con ingresos del Form 1099), o es dueño de un negocio en el que trabaja.',
      ),
    },
    incomeSponsorSelfEmployedOccupation: {
      question: either('¿Qué trabajo hace usted por cuenta propia? (en inglés)', '¿Qué trabajo hace {name} por cuenta propia? (en inglés)'),
      help: either(`Su ocupación. ${SELF_EMPLOYED_OCCUPATION_HELP}`, `La ocupación de {name}. ${SELF_EMPLOYED_OCCUPATION_HELP}`),
    },
    incomeSponsorHasRetired: {
      question: either('¿Se ha jubilado usted?', '¿Se ha jubilado {name}?'),
      help: either(
        'Responda Sí si se jubiló, aunque todavía tenga un pequeño trabajo aparte.',
        'Responda Sí si {name} se jubiló, aunque todavía tenga un pequeño trabajo aparte.',
      ),
    },
    incomeSponsorRetirementDate: { question: either('¿En qué fecha se jubiló usted?', '¿En qué fecha se jubiló {name}?') },
    incomeSponsorUnemployedSinceDate: {
      question: either('¿Desde qué fecha está usted sin trabajo?', '¿Desde qué fecha está {name} sin trabajo?'),
      help: either(
        'El día siguiente al fin de su último empleo. El Form I-864 lo pide cuando usted no tiene empleo, no trabaja por cuenta propia y no se ha jubilado.',
        'El día siguiente al fin del último empleo de {name}. El Form I-864 lo pide cuando {name} no tiene empleo, no trabaja por cuenta propia y no se ha jubilado.',
      ),
    },
    incomeTaxYear: {
      question: [either(`¿Ya presentó usted su ${RETURN} para `, `¿Ya presentó {name} su ${RETURN} para `), LATEST_DUE, '?'],
      help: [
        either(
          'El Form I-864 pregunta por su año fiscal más reciente: el último cuya declaración federal usted presentó o tenía que presentar. Hasta la fecha límite de abril, puede que su declaración para ',
          'El Form I-864 pregunta por el año fiscal más reciente de {name}: el último cuya declaración federal presentó o tenía que presentar. Hasta la fecha límite de abril, puede que su declaración para ',
        ),
        LATEST_DUE,
        ' todavía no esté presentada. Responda No si no lo está: el Form I-864 pregunta entonces por los tres años anteriores.',
      ],
    },
    incomeSponsorFiledTaxesForPrev3Years: {
      question: filedFor(`¿Presentó usted una ${RETURN} para cada uno de `, `¿Presentó {name} una ${RETURN} para cada uno de `, ALL),
      help: either(
        'Responda Sí si la presentó los tres años, por su cuenta o en forma conjunta con su cónyuge.',
        'Responda Sí si {name} la presentó los tres años, por su cuenta o en forma conjunta con su cónyuge.',
      ),
    },
    ...perYear(['income1stMostRecentTaxReturnFiled', 'income2ndMostRecentTaxReturnFiled', 'income3rdMostRecentTaxReturnFiled'], (year) => ({
      question: filedFor(`¿Presentó usted una ${RETURN} para `, `¿Presentó {name} una ${RETURN} para `, year),
      help: NO_RETURN,
    })),
    incomeSponsorNotRequiredToFile: {
      question: either(
        'En los años en que no presentó declaración, ¿estaban sus ingresos por debajo del nivel a partir del cual el IRS exige una declaración de impuestos?',
        'En los años en que {name} no presentó declaración, ¿estaban sus ingresos por debajo del nivel a partir del cual el IRS exige una declaración de impuestos?',
      ),
      help: either(
        'Si es así, el Form I-864 indica que usted no tenía la obligación de presentarla, y usted adjunta una prueba, como los umbrales de presentación del IRS de esos años y sus registros de ingresos. ' +
          'Si tenía la obligación de presentarla y no lo hizo, presente las declaraciones que faltan antes de hacer la solicitud: un patrocinador debe haber presentado todas las declaraciones obligatorias.',
        'Si es así, el Form I-864 indica que {name} no tenía la obligación de presentarla, y se adjunta una prueba, como los umbrales de presentación del IRS de esos años y los registros de ingresos de {name}. ' +
          'Si tenía la obligación de presentarla y no lo hizo, hay que presentar las declaraciones que faltan antes de hacer la solicitud: un patrocinador debe haber presentado todas las declaraciones obligatorias.',
      ),
    },
    ...perYear(['income1stMostRecentIncome', 'income2ndMostRecentIncome', 'income3rdMostRecentIncome'], sponsorIncome),
    incomeCurrentYearPrediction: {
      question: either('Nuestro cálculo de sus ingresos de este año', 'Nuestro cálculo de los ingresos de {name} de este año'),
      help: ['Calculado a partir de los ingresos que usted indicó para ', ALL, '; no tiene que escribirlo.'],
    },
    incomeCurrentYearUserOverrideYesNo: {
      question: either('¿Es correcto este cálculo de sus ingresos de este año?', '¿Es correcto este cálculo de los ingresos de {name} de este año?'),
      help: either(
        'Responda No si sus ingresos de este año son distintos, por ejemplo porque cambió de empleo, recibió un aumento, trabaja menos horas o dejó de trabajar. Entonces escriba la cantidad correcta.',
        'Responda No si los ingresos de {name} de este año son distintos, por ejemplo porque cambió de empleo, recibió un aumento, trabaja menos horas o dejó de trabajar. Entonces escriba la cantidad correcta.',
      ),
    },
    incomeCurrentYearUserOverrideValue: {
      question: either('¿Cuáles son sus ingresos de este año?', '¿Cuáles son los ingresos de {name} de este año?'),
      help: either(
        'Sus propios ingresos anuales antes de impuestos tal como son ahora: su pago de un año completo a su tarifa actual, más el trabajo por cuenta propia, la pensión y otros ingresos regulares. ' +
          'No incluya los ingresos de otras personas.',
        'Los ingresos anuales propios de {name} antes de impuestos, tal como son ahora: su pago de un año completo a su tarifa actual, más el trabajo por cuenta propia, la pensión y otros ingresos regulares. ' +
          'No incluya los ingresos de otras personas.',
      ),
    },
    incomeBeneficiaryIsSoleGcApplicant: {
      question: either(
        '¿Es su cónyuge el único inmigrante que usted patrocina con esta declaración jurada de patrocinio económico?',
        '¿Es usted el único inmigrante que {name} patrocina con esta declaración jurada de patrocinio económico?',
      ),
      help: either(
        'Responda No solo si hijos de su cónyuge inmigran junto con su cónyuge con esta misma petición, lo que es posible cuando usted es titular de una green card. ' +
          'Un hijo de un ciudadano estadounidense necesita un Form I-130 aparte y no se incluye aquí.',
        'Responda No solo si hijos suyos inmigran junto con usted con esta misma petición, lo que es posible cuando {name} es titular de una green card. ' +
          'Un hijo de un ciudadano estadounidense necesita un Form I-130 aparte y no se incluye aquí.',
      ),
    },
    incomeSponsoredFamilyMembers: {
      question: either('¿Qué familiares inmigran junto con su cónyuge?', '¿Qué familiares inmigran junto con usted?'),
      help: either(
        'Anote a cada hijo de su cónyuge que inmigra al mismo tiempo que su cónyuge, o dentro de los seis meses siguientes, con esta petición.',
        'Anote a cada hijo suyo que inmigra al mismo tiempo que usted, o dentro de los seis meses siguientes, con esta petición.',
      ),
      itemLabel: 'familiar',
      item: {
        ...NAME_ROW,
        birthDate: { question: 'Fecha de nacimiento' },
        aNumber: { question: 'A-Number (si lo tiene)' },
        uscisAccountNumber: { question: 'Número de cuenta en línea de USCIS (si lo tiene)' },
      },
    },
    incomeNumberOfDependentChildren: {
      question: either('¿Cuántos hijos dependientes tiene usted?', '¿Cuántos hijos dependientes tiene {name}?'),
      help: either(
        'Sus hijos solteros menores de 21 años, vivan o no con usted (incluidos hijastros e hijos adoptados), y los hijos mayores que declare como dependientes en su declaración federal de impuestos. ' +
          'No cuente a un hijo ya indicado arriba como inmigrante junto con su cónyuge. Escriba 0 si no tiene.',
        'Los hijos solteros menores de 21 años de {name}, vivan o no con {name} (incluidos hijastros e hijos adoptados), y los hijos mayores que declare como dependientes en su declaración federal de impuestos. ' +
          'No cuente a un hijo ya indicado arriba como inmigrante junto con usted. Escriba 0 si no tiene.',
      ),
    },
    incomeNumberOfOtherDependents: {
      question: either('¿Cuántos otros dependientes tiene usted?', '¿Cuántos otros dependientes tiene {name}?'),
      help: either(
        'Otras personas que declara como dependientes en su declaración federal de impuestos más reciente y que todavía no ha contado. No cuente a su cónyuge. Escriba 0 si no hay ninguna.',
        'Otras personas que {name} declara como dependientes en su declaración federal de impuestos más reciente y que todavía no ha contado. No se cuente a usted. Escriba 0 si no hay ninguna.',
      ),
    },
    incomeNumberOfPreviouslySponsored: {
      question: either(
        '¿A cuántas personas patrocinó usted antes que siguen amparadas por su declaración jurada de patrocinio económico?',
        '¿A cuántas personas patrocinó {name} antes que siguen amparadas por su declaración jurada de patrocinio económico?',
      ),
      help: either(
        `Personas por las que usted firmó antes un Form I-864 o I-864EZ, que hoy son titulares de una green card y a las que todavía debe mantener. ${DUTY_ENDS}`,
        `Personas por las que {name} firmó antes un Form I-864 o I-864EZ, que hoy son titulares de una green card y a las que todavía debe mantener. ${DUTY_ENDS}`,
      ),
    },
    incomeHouseholdMembersSignI864A: {
      question: either(
        '¿Sumará sus ingresos a los suyos un familiar que vive con usted, o un dependiente suyo, firmando el Form I-864A?',
        '¿Sumará sus ingresos a los de {name}, firmando el Form I-864A, algún familiar que viva en su casa o algún dependiente suyo?',
      ),
      help: either(
        'Solo pueden hacerlo los padres, los hermanos y los hijos adultos que comparten su vivienda, y las personas que usted declara como dependientes en su declaración federal de impuestos. ' +
          'Cada uno firma su propio Form I-864A, un contrato con usted y con el gobierno. Sobre su cónyuge se pregunta aparte, más abajo.',
        'Solo pueden hacerlo los padres, los hermanos y los hijos adultos de {name} que comparten su vivienda, y las personas que {name} declara como dependientes en su declaración federal de impuestos. ' +
          'Cada uno firma su propio Form I-864A, un contrato con {name} y con el gobierno. Sobre usted se pregunta aparte, más abajo.',
      ),
    },
    incomeHouseholdMembers: {
      question: '¿Quiénes sumarán sus ingresos con el Form I-864A?',
      itemLabel: 'miembro del hogar',
      item: {
        ...NAME_ROW,
        relationship: {
          question: either('¿Qué parentesco tiene esta persona con usted?', '¿Qué parentesco tiene esta persona con {name}?'),
          help: 'Si esta persona es un dependiente ya contado arriba, elija esa respuesta para que no se cuente dos veces.',
          // The English choices say "my"; these are worded for either reader.
          choices: {
            parent: 'Padre o madre del patrocinador',
            brother_sister: 'Hermano o hermana del patrocinador',
            child: 'Hijo o hija del patrocinador, mayor de edad',
            dependent: 'Un dependiente del patrocinador ya contado arriba',
          },
        },
        currentIncome: { question: 'Ingresos anuales actuales de esta persona, antes de impuestos' },
      },
    },
    incomeUsesBeneficiaryIncome: {
      question: either('¿Desea contar los ingresos de su cónyuge junto con los suyos?', '¿Desea {name} contar los ingresos de usted junto con los suyos?'),
      help: either(
        'Puede contar los ingresos de su cónyuge solo si los obtuvo legalmente en los Estados Unidos (con permiso para trabajar) y continuarán de la misma fuente después de que su cónyuge obtenga la residencia permanente. ' +
          'Su cónyuge no firma el Form I-864A para esto.',
        'Sus ingresos solo pueden contar si los obtuvo legalmente en los Estados Unidos (con permiso para trabajar) y continuarán de la misma fuente después de que usted obtenga la residencia permanente. ' +
          'Usted no firma el Form I-864A para esto.',
      ),
    },
    incomeBeneficiaryCurrentIncome: {
      question: either('¿Cuáles son los ingresos anuales actuales de su cónyuge, antes de impuestos?', '¿Cuáles son sus ingresos anuales actuales, antes de impuestos?'),
      help: either(
        'Cuente solo los ingresos que continuarán de la misma fuente después de que su cónyuge obtenga la residencia permanente.',
        'Cuente solo los ingresos que continuarán de la misma fuente después de que usted obtenga la residencia permanente.',
      ),
    },
    incomeNumberOfHouseholdMembers: {
      question: either('Su tamaño del hogar en el Form I-864', 'El tamaño del hogar de {name} en el Form I-864'),
      help:
        'Se suma a partir de las respuestas, como lo cuenta el Form I-864, Part 5; nadie lo escribe. ' +
        'Nadie se cuenta dos veces: el cónyuge se cuenta una vez, como el inmigrante patrocinado, y un dependiente que firma el Form I-864A se cuenta una vez, como dependiente.',
    },
    incomeUsesAssets: {
      question: either(
        '¿Desea sumar el valor de sus bienes para cumplir el requisito de ingresos?',
        '¿Desea {name} sumar el valor de sus bienes para cumplir el requisito de ingresos?',
      ),
      help: either(
        'Solo lo necesita si los ingresos de su hogar no alcanzan lo que exige su número de miembros del hogar: el 125% de las pautas federales de pobreza, o el 100% si usted está en servicio activo en las Fuerzas Armadas. ' +
          'Los bienes deben valer entonces al menos tres veces la cantidad que falta si usted es ciudadano estadounidense, o cinco veces si es titular de una green card.',
        'Solo hace falta si los ingresos del hogar de {name} no alcanzan lo que exige su número de miembros del hogar: el 125% de las pautas federales de pobreza, o el 100% si {name} está en servicio activo en las Fuerzas Armadas. ' +
          'Los bienes deben valer entonces al menos tres veces la cantidad que falta si {name} es ciudadano estadounidense, o cinco veces si es titular de una green card.',
      ),
    },
    incomeAssetsBankBalance: {
      question: either('¿Cuánto dinero hay en sus cuentas bancarias?', '¿Cuánto dinero hay en las cuentas bancarias de {name}?'),
      help: BANK_HELP,
    },
    incomeAssetsRealEstateNetValue: {
      question: either('¿Cuál es el valor neto de sus inmuebles?', '¿Cuál es el valor neto de los inmuebles de {name}?'),
      help: REAL_ESTATE_HELP,
    },
    incomeAssetsStocksBondsOther: {
      question: either('¿Cuál es el valor de sus acciones, bonos y otros bienes?', '¿Cuál es el valor de las acciones, los bonos y otros bienes de {name}?'),
      help: STOCKS_HELP,
    },
    incomeHouseholdMembersAssetsTotal: {
      question: '¿Cuál es el valor total de los bienes de los miembros del hogar que firman el Form I-864A?',
      help: 'Sume los bienes que cada uno declara en su Form I-864A (Part 4, Item Number 6). Escriba 0 si no suman ninguno.',
    },
    incomeUsesBeneficiaryAssets: {
      question: either('¿Desea contar también los bienes de su cónyuge?', '¿Desea {name} contar también los bienes de usted?'),
      help: either('Los ahorros, inmuebles e inversiones propios de su cónyuge también pueden contar.', 'Sus propios ahorros, inmuebles e inversiones también pueden contar.'),
    },
    incomeBeneficiaryAssetsBankBalance: {
      question: either('¿Cuánto dinero hay en las cuentas bancarias de su cónyuge?', '¿Cuánto dinero hay en sus cuentas bancarias?'),
      help: BANK_HELP,
    },
    incomeBeneficiaryAssetsRealEstateNetValue: {
      question: either('¿Cuál es el valor neto de los inmuebles de su cónyuge?', '¿Cuál es el valor neto de sus inmuebles?'),
      help: REAL_ESTATE_HELP,
    },
    incomeBeneficiaryAssetsStocksBondsOther: {
      question: either('¿Cuál es el valor de las acciones, los bonos y otros bienes de su cónyuge?', '¿Cuál es el valor de sus acciones, bonos y otros bienes?'),
      help: STOCKS_HELP,
    },
    incomeHasJointSponsor: {
      question: either(
        '¿Firmará un copatrocinador una segunda declaración jurada de patrocinio económico (Form I-864) para su cónyuge?',
        '¿Firmará un copatrocinador una segunda declaración jurada de patrocinio económico (Form I-864) para usted?',
      ),
      help: either(
        'Solo hace falta si los ingresos de su hogar, con los miembros del hogar y los bienes de arriba, no alcanzan el mínimo para su número de miembros del hogar: la revisión le dice cuánto falta. ' +
          'Un copatrocinador es un ciudadano estadounidense, un nacional estadounidense o un titular de una green card de 18 años o más que vive en los Estados Unidos, ya sea un familiar o un amigo. ' +
          'Debe alcanzar el mínimo por sí solo, para su propio hogar más su cónyuge, y firmar su propio Form I-864. Solo un copatrocinador puede firmar por su cónyuge.',
        'Solo hace falta si los ingresos del hogar de {name}, con los miembros del hogar y los bienes de arriba, no alcanzan el mínimo para su número de miembros del hogar: la revisión le dice cuánto falta. ' +
          'Un copatrocinador es un ciudadano estadounidense, un nacional estadounidense o un titular de una green card de 18 años o más que vive en los Estados Unidos, ya sea un familiar o un amigo. ' +
          'Debe alcanzar el mínimo por sí solo, para su propio hogar más usted, y firmar su propio Form I-864. Solo un copatrocinador puede firmar por usted.',
      ),
    },
    jNameFirst: {
      question: '¿Cuál es el primer nombre (nombre de pila) del copatrocinador?',
      help: 'Su nombre legal actual, exactamente como aparece en su pasaporte u otra identificación oficial. No un apodo.',
    },
    jNameMiddle: { question: '¿Cuál es el segundo nombre del copatrocinador?', help: 'Déjelo vacío si no tiene.' },
    jNameLast: { question: '¿Cuál es el apellido del copatrocinador?' },
    jLivesInUs: {
      question: '¿Vive el copatrocinador en los Estados Unidos?',
      help: 'Un patrocinador debe tener su vivienda principal (domicilio) en los Estados Unidos o en un territorio de los Estados Unidos, aunque su correo llegue a otro lugar.',
    },
    jStatus: {
      question: '¿Es el copatrocinador ciudadano estadounidense, nacional estadounidense o titular de una green card?',
      help: 'Solo ellos pueden ser patrocinadores. La prueba de su estatus se envía con su Form I-864.',
      choices: { citizen: US_STATUS_ES.citizen, national: 'Nacional estadounidense (no ciudadano)', pr: US_STATUS_ES.pr },
    },
    jBirthDate: { question: '¿Cuál es la fecha de nacimiento del copatrocinador?' },
    jBirthCountry: { question: '¿En qué país nació el copatrocinador?', help: 'Como lo indica su pasaporte o su acta de nacimiento.' },
    jANumber: {
      question: '¿Cuál es el A-Number (número de registro de extranjero) del copatrocinador, si lo tiene?',
      help:
        'Titulares de una green card: el "USCIS#" en el frente de su green card. Los ciudadanos naturalizados lo encuentran en el certificado o en documentos antiguos de USCIS. Los ciudadanos por nacimiento normalmente no tienen.',
    },
    jUscisAccountNumber: {
      question: '¿Cuál es el número de cuenta en línea de USCIS del copatrocinador, si lo tiene?',
      help: 'Solo si ha presentado algo en línea ante USCIS: un número de 12 dígitos en el perfil de su cuenta en línea de USCIS. No es su A-Number.',
    },
    jSsn: {
      question: '¿Cuál es el número de Seguro Social de los Estados Unidos del copatrocinador?',
      help: 'Obligatorio: todo patrocinador lo indica en la declaración jurada de patrocinio económico (Form I-864).',
    },
    jMailingInCareOfName: {
      question: 'Dirección postal del copatrocinador: nombre de la persona a cargo (c/o), si lo hay',
      help: 'Solo si su correo llega a otra persona, por ejemplo, un amigo o familiar por medio de quien recibe su correo. De lo contrario, déjelo vacío.',
    },
    ...addressSpanish('jMailing', 'Dirección postal del copatrocinador'),
    jMailingSameAsPhysical: {
      question: '¿Vive el copatrocinador en esta dirección postal?',
      help: 'Responda No si su correo llega a un apartado postal (P.O. box), a un amigo o a cualquier dirección distinta de su domicilio.',
    },
    ...addressSpanish('jPhysical', 'Dirección del domicilio del copatrocinador'),
    jPhone: { question: '¿A qué número de teléfono puede USCIS llamar al copatrocinador durante el día?' },
    jMobilePhone: {
      question: '¿Cuál es el número de teléfono celular del copatrocinador, si lo tiene?',
      help: 'Puede repetir su número de teléfono diurno si es su celular.',
    },
    jEmail: { question: '¿Cuál es la dirección de correo electrónico del copatrocinador, si la tiene?' },
    jIsEmployed: {
      question: '¿Trabaja el copatrocinador ahora para un empleador?',
      help: 'Responda Sí si está en la nómina de una empresa, una organización o una persona, a tiempo completo o parcial. El trabajo en su propio negocio se pregunta después.',
    },
    jOccupation: { question: '¿Cuál es la ocupación o el cargo del copatrocinador? (en inglés)', help: OCCUPATION_HELP },
    jEmployer1Name: { question: '¿Cuál es el nombre del empleador del copatrocinador?', help: 'El nombre como aparece en sus recibos de pago o en el Form W-2.' },
    jEmployer2Name: {
      question: 'Si el copatrocinador tiene un segundo empleador, ¿cuál es su nombre?',
      help: 'Déjelo vacío si trabaja para un solo empleador.',
    },
    jIsSelfEmployed: {
      question: '¿Trabaja el copatrocinador por cuenta propia?',
      help: 'Responda Sí si tiene su propio negocio, trabaja como independiente o contratista independiente (por ejemplo, con ingresos del Form 1099), o es dueño de un negocio en el que trabaja.',
    },
    jSelfEmployedOccupation: {
      question: '¿Qué trabajo hace el copatrocinador por cuenta propia? (en inglés)',
      help: `Su ocupación. ${SELF_EMPLOYED_OCCUPATION_HELP}`,
    },
    jHasRetired: { question: '¿Se ha jubilado el copatrocinador?', help: 'Responda Sí si se jubiló, aunque todavía tenga un pequeño trabajo aparte.' },
    jRetirementDate: { question: '¿En qué fecha se jubiló el copatrocinador?' },
    jUnemployedSinceDate: {
      question: '¿Desde qué fecha está sin trabajo el copatrocinador?',
      help: 'El día siguiente al fin de su último empleo. El Form I-864 lo pide cuando no tiene empleo, no trabaja por cuenta propia y no se ha jubilado.',
    },
    jCurrentIncome: {
      question: '¿Cuáles son los ingresos anuales actuales del copatrocinador, antes de impuestos?',
      help:
        'Sus propios ingresos anuales tal como son ahora: el pago de un año completo a su tarifa actual, más el trabajo por cuenta propia, la pensión y otros ingresos regulares. ' +
        'El Form I-864 los compara con el mínimo para su hogar.',
    },
    jFiledTaxesForPrev3Years: {
      question: [`¿Presentó el copatrocinador una ${RETURN} para cada uno de `, ALL, '?'],
      help: 'Responda Sí si la presentó los tres años, por su cuenta o en forma conjunta con su cónyuge.',
    },
    ...perYear(['j1stMostRecentTaxReturnFiled', 'j2ndMostRecentTaxReturnFiled', 'j3rdMostRecentTaxReturnFiled'], (year) => ({
      question: [`¿Presentó el copatrocinador una ${RETURN} para `, year, '?'],
      help: NO_RETURN,
    })),
    jNotRequiredToFile: {
      question: 'En los años en que el copatrocinador no presentó declaración, ¿estaban sus ingresos por debajo del nivel a partir del cual el IRS exige una declaración de impuestos?',
      help:
        'Si es así, el Form I-864 indica que no tenía la obligación de presentarla, y adjunta una prueba, como los umbrales de presentación del IRS de esos años y sus registros de ingresos. ' +
        'Si tenía la obligación de presentarla y no lo hizo, debe presentar las declaraciones que faltan antes de firmar: un patrocinador debe haber presentado todas las declaraciones obligatorias.',
    },
    ...perYear(['j1stMostRecentIncome', 'j2ndMostRecentIncome', 'j3rdMostRecentIncome'], jointSponsorIncome),
    jIsMarried: {
      question: '¿Tiene cónyuge (esposo o esposa) el copatrocinador?',
      help: 'Su esposo o esposa cuenta en su hogar (Form I-864 Part 5, Item Number 3), vivan juntos o no.',
    },
    jNumberOfDependentChildren: {
      question: '¿Cuántos hijos dependientes tiene el copatrocinador?',
      help:
        'Sus hijos solteros menores de 21 años, vivan o no con el copatrocinador (incluidos hijastros e hijos adoptados), y los hijos mayores que declare como dependientes en su declaración federal de impuestos. Escriba 0 si no tiene.',
    },
    jNumberOfOtherDependents: {
      question: '¿Cuántos otros dependientes tiene el copatrocinador?',
      help: 'Otras personas que declara como dependientes en su declaración federal de impuestos más reciente y que todavía no ha contado. No cuente al cónyuge del copatrocinador. Escriba 0 si no hay ninguna.',
    },
    jNumberOfPreviouslySponsored: {
      question: '¿A cuántas personas patrocinó antes el copatrocinador que siguen amparadas por su declaración jurada de patrocinio económico?',
      help: `Personas por las que firmó antes un Form I-864 o I-864EZ, que hoy son titulares de una green card y a las que todavía debe mantener. ${DUTY_ENDS}`,
    },
    jUsesAssets: {
      question: '¿Desea el copatrocinador sumar el valor de sus bienes para cumplir el requisito de ingresos?',
      help:
        'Solo si los ingresos del propio hogar del copatrocinador no alcanzan lo que exige su número de miembros del hogar: el 125% de las pautas federales de pobreza. ' +
        'Los bienes deben valer entonces al menos tres veces la cantidad que falta si el peticionario es ciudadano estadounidense, o cinco veces si el peticionario es titular de una green card.',
    },
    jAssetsBankBalance: { question: '¿Cuánto dinero hay en las cuentas bancarias del copatrocinador?', help: BANK_HELP },
    jAssetsRealEstateNetValue: { question: '¿Cuál es el valor neto de los inmuebles del copatrocinador?', help: REAL_ESTATE_HELP },
    jAssetsStocksBondsOther: { question: '¿Cuál es el valor de las acciones, los bonos y otros bienes del copatrocinador?', help: STOCKS_HELP },
  },
};
