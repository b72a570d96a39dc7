import type { coverEvidenceEn } from './en.ts';

/** The cover's "What to attach" in neutral Latin American Spanish (glossary: ../../es.ts). */
export const coverEvidenceEs: Readonly<Record<keyof typeof coverEvidenceEn, string>> = {
  'cover.evidence.heading.petitioner': 'El peticionario',
  'cover.evidence.heading.marriage': 'Su matrimonio',
  'cover.evidence.heading.petition': 'La petición en la que se basa su solicitud',
  'cover.evidence.heading.beneficiary': 'El beneficiario',
  'cover.evidence.heading.photos':
    'Fotos (fotos a color de 2 x 2 pulgadas, tipo pasaporte, tomadas en los últimos 30 días; escriban el nombre y la fecha de nacimiento suavemente con lápiz en el reverso)',
  'cover.evidence.heading.workPermit': 'Permiso de trabajo (Form I-765)',
  'cover.evidence.heading.travel': 'Documento de viaje (Form I-131)',
  'cover.evidence.heading.sponsor': 'Declaración jurada de patrocinio económico: el peticionario, el patrocinador (Form I-864)',
  'cover.evidence.heading.member': 'Declaración jurada de patrocinio económico: {name}, miembro del hogar (Form I-864A)',
  'cover.evidence.heading.spouse': 'Declaración jurada de patrocinio económico: ingresos y bienes del beneficiario',
  'cover.evidence.heading.joint': 'Declaración jurada de patrocinio económico: {name}, copatrocinador (segundo Form I-864)',

  'cover.evidence.petitioner.pr': 'Una copia del frente y del reverso de la tarjeta de residente permanente (green card) del peticionario (Form I-551).',
  'cover.evidence.petitioner.status': 'Prueba de la ciudadanía estadounidense o de la residencia permanente del peticionario.',
  'cover.evidence.petitioner.certificate':
    'Una copia del Certificate of Naturalization o del Certificate of Citizenship del peticionario (frente y reverso), o de la página con foto de su pasaporte estadounidense vigente.',
  'cover.evidence.petitioner.birth':
    'Una copia del acta de nacimiento estadounidense del peticionario, o de la página con foto de su pasaporte estadounidense vigente.',
  'cover.evidence.petitioner.passport':
    'Una copia de la página con foto del pasaporte estadounidense vigente del peticionario, o del Consular Report of Birth Abroad (Form FS-240).',
  'cover.evidence.ended':
    'Prueba de que terminó el matrimonio anterior del {who, select, p {peticionario} other {beneficiario}} con {spouse}{ended, select, none {} other { (terminó el {ended})}}: una copia {proof, select, divorced {de la sentencia definitiva de divorcio} deceased {del acta de defunción} annulled {de la sentencia de anulación} other {del documento judicial u oficial que le puso fin}}.',
  'cover.evidence.marriageCertificate': 'Una copia de su acta de matrimonio.',
  'cover.evidence.bonaFide':
    'Pruebas de que el matrimonio es real: por ejemplo un contrato de arrendamiento o una hipoteca en común, estados de cuenta bancarios o de tarjetas de crédito conjuntos, seguros en los que uno nombra al otro, actas de nacimiento de hijos en común y fotos de ustedes juntos a lo largo del tiempo.',
  'cover.evidence.nameChange': 'Por cada cambio de nombre legal: el acta de matrimonio, la sentencia de divorcio o la orden judicial que lo cambió.',

  'cover.evidence.notice.unfiled':
    'Una copia del aviso de recibo (Form I-797C) del Form I-130 presentado primero, en lugar de un Form I-130 nuevo: ingresen su número de recibo en Greencard antes de descargar este paquete de nuevo.',
  'cover.evidence.notice.filed':
    'Una copia del {status, select, approved {aviso de aprobación (Form I-797)} other {aviso de recibo (Form I-797C)}} del Form I-130, número de recibo {receipt}, en lugar de un Form I-130 nuevo.',
  'cover.evidence.notice.missing':
    'Ustedes indicaron que no tienen ese aviso. Si la petición se presentó en línea, descárguenlo de la cuenta en línea de USCIS del peticionario. Si no, pidan una copia a USCIS (el Centro de Contacto de USCIS, uscis.gov/contactcenter); un duplicado de un aviso de aprobación se pide con el Form I-824, que tiene su propia tarifa. Envíen este paquete cuando incluya la copia.',

  'cover.evidence.birthCertificate': 'Una copia del acta de nacimiento del beneficiario, con una traducción certificada al inglés si no está en inglés.',
  'cover.evidence.passport': 'Una copia de la página con foto del pasaporte del beneficiario.',
  'cover.evidence.travelDocument': 'Una copia del documento de viaje del beneficiario (las páginas con la foto y el número).',
  'cover.evidence.identity':
    'Una copia de un documento de identidad con foto emitido por un gobierno, del beneficiario (el beneficiario respondió que no tenía pasaporte ni documento de viaje).',
  'cover.evidence.visa': 'Una copia de la visa estadounidense usada en la última entrada (la página de la visa en el pasaporte).',
  'cover.evidence.i94': 'Una copia del Form I-94 Arrival/Departure Record de la última llegada (imprímanlo en i94.cbp.dhs.gov).',
  'cover.evidence.admitted': 'Prueba de la última admisión: el sello de admisión en el pasaporte, si lo hay.',
  'cover.evidence.paroled': 'Prueba del parole: el documento de parole o el I-94 marcado "parole" (por ejemplo el Form I-512L, o el aviso de parole).',
  'cover.evidence.statusNotice':
    'Una copia del aviso de USCIS que concedió el estatus actual ({status}){newI94, select, yes {, con el nuevo Form I-94 que lo acompañó} other {}} (por ejemplo el Form I-797 o I-797A).',
  'cover.evidence.proceedings': 'Copias de los documentos del tribunal de inmigración (notificación de comparecencia, órdenes y decisiones) de cada procedimiento.',
  'cover.evidence.medical':
    'El Form I-693, Report of Immigration Medical Examination and Vaccination Record, completado por un médico civil designado por USCIS, en el sobre sellado que el médico les entrega, sin abrir, junto al Form I-485 (obligatorio: USCIS rechaza un Form I-485 presentado sin él).',
  'cover.evidence.criminal':
    'Por cada arresto, citación, acusación o condena respondida con Yes en la Part 9 del Form I-485: resoluciones judiciales certificadas, informes de arresto y prueba de que se cumplió toda condena.',
  'cover.evidence.otherYes':
    'Documentos que expliquen cada otra respuesta Yes en la Part 9 del Form I-485 (por ejemplo registros de infracciones migratorias anteriores o de beneficios recibidos).',

  'cover.evidence.photos':
    '{form, select, i130 {Con el Form I-130: dos fotos del peticionario y dos del beneficiario.} other {Con el Form {form}: dos fotos del beneficiario.}}',
  'cover.evidence.workPermitCopies':
    'Una copia {i94, select, yes {del Form I-94 y } other {}}{passport, select, yes {de la página con foto del pasaporte} other {de un documento de identidad con foto emitido por un gobierno}} (un segundo juego, detrás del Form I-765).',
  'cover.evidence.earlierEad': 'Una copia del frente y del reverso de cada permiso de trabajo (EAD) anterior, o del aviso anterior de aprobación o de denegación.',
  'cover.evidence.travelId':
    'Una copia de un documento de identidad con foto emitido por un gobierno, del beneficiario ({passport, select, yes {la página con foto del pasaporte} other {por ejemplo una licencia de conducir o un documento nacional de identidad}}), detrás del Form I-131.',

  'cover.evidence.tax.latest':
    'Una transcripción de la declaración de impuestos del IRS (tax return transcript), o una copia de la declaración federal de impuestos {who, select, joint {del copatrocinador} other {del peticionario}} con cada W-2 y 1099, de {year} (obligatorio: el año fiscal más reciente).',
  'cover.evidence.tax.earlier': 'Lo mismo de {years} (recomendado).',
  'cover.evidence.tax.notRequired':
    'Para {years}: una explicación por escrito, con pruebas, de que {who, select, joint {el copatrocinador} other {el peticionario}} no estaba obligado a presentar una declaración federal de impuestos.',
  'cover.evidence.work.employed': 'Una carta del empleador que indique el puesto, el sueldo y la fecha de inicio, o los talones de pago de los últimos seis meses.',
  'cover.evidence.work.selfEmployed': 'Por el trabajo por cuenta propia: el Schedule C o F (y el Schedule SE) de las declaraciones de impuestos, y registros recientes del negocio.',
  'cover.evidence.work.retired': 'Prueba de los ingresos de pensión o jubilación (cartas de asignación o estados de cuenta).',
  'cover.evidence.assets.bank':
    'Cuentas bancarias {whose, select, joint {del copatrocinador} beneficiary {del beneficiario} other {del peticionario}}: estados de cuenta de los últimos 12 meses con el saldo, o una carta del banco con el saldo y la fecha de apertura de la cuenta.',
  'cover.evidence.assets.realEstate':
    'Bienes inmuebles {whose, select, joint {del copatrocinador} beneficiary {del beneficiario} other {del peticionario}}: la escritura u otra prueba de propiedad, un avalúo reciente de un tasador con licencia o el avalúo fiscal, y el último estado de cuenta de cada hipoteca o gravamen sobre ellos.',
  'cover.evidence.assets.stocks':
    'Acciones, bonos y otros bienes {whose, select, joint {del copatrocinador} beneficiary {del beneficiario} other {del peticionario}}: los últimos estados de cuenta (o los certificados), que muestren lo que valen hoy.',
  'cover.evidence.assets.convertible': 'Cada bien contado debe poder convertirse en efectivo en menos de un año.',
  'cover.evidence.activeDuty':
    'Prueba del servicio activo del peticionario en las fuerzas armadas o la Guardia Costera de los Estados Unidos (órdenes o una carta del oficial al mando).',
  'cover.evidence.relation.parent': 'Prueba de que es el padre o la madre del peticionario: el acta de nacimiento del peticionario que lo nombra.',
  'cover.evidence.relation.sibling': 'Prueba de que es hermano o hermana del peticionario: ambas actas de nacimiento, que muestren un padre o una madre en común.',
  'cover.evidence.relation.child': 'Prueba de que es hijo o hija del peticionario: su acta de nacimiento que nombra al peticionario.',
  'cover.evidence.member.i864a':
    'El Form I-864A, Contract Between Sponsor and Household Member, firmado por {name} y por el peticionario (no está en este paquete: vean "La declaración jurada de patrocinio económico" más arriba).',
  'cover.evidence.member.tax':
    'Una transcripción de la declaración de impuestos del IRS, o una copia de la declaración federal de impuestos de {name} con cada W-2 y 1099{year, select, none {} other {, de {year}}} (el año fiscal más reciente).',
  'cover.evidence.member.employer': 'Una carta del empleador de {name} que indique el puesto, el sueldo y la fecha de inicio, o los talones de pago de los últimos seis meses.',
  'cover.evidence.member.dependent':
    'La declaración de impuestos del peticionario del año fiscal más reciente muestra a {name} como dependiente: no se necesita prueba de que viven juntos.',
  'cover.evidence.member.livesWith':
    'Prueba de que {name} vive con el peticionario: un contrato de arrendamiento, una escritura, o facturas o estados de cuenta bancarios a su nombre en la dirección del peticionario.',
  'cover.evidence.member.assets':
    'Prueba de la propiedad y del valor de cada bien que {name} declara en el Form I-864A (estados de cuenta, escrituras, avalúos), con lo que se debe sobre ellos.',
  'cover.evidence.spouse.continues':
    'Prueba de que los ingresos del beneficiario continuarán de la misma fuente después de la residencia permanente: una carta del empleador y los talones de pago de los últimos seis meses.',
  'cover.evidence.spouse.tax':
    'Una transcripción de la declaración de impuestos del IRS, o una copia de la declaración federal de impuestos del beneficiario con cada W-2{year, select, none {} other {, de {year}}}.',
  'cover.evidence.joint.status':
    '{status, select, citizen {Prueba de la ciudadanía estadounidense del copatrocinador: una copia de la página con foto de su pasaporte estadounidense vigente, de su acta de nacimiento estadounidense, o de su Certificate of Naturalization o Certificate of Citizenship.} national {Prueba de la nacionalidad estadounidense del copatrocinador: una copia de su pasaporte estadounidense (que indique su condición de nacional no ciudadano) o de su acta de nacimiento de la Samoa Americana o de la isla Swains.} pr {Una copia del frente y del reverso de la tarjeta de residente permanente (green card) del copatrocinador (Form I-551).} other {Prueba de la ciudadanía, la nacionalidad o la residencia permanente estadounidense del copatrocinador.}}',
};
