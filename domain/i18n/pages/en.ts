/**
 * The pages the Spanish walk does not visit (issue 22): the Terms of Service, the Privacy Policy,
 * Help and Support, the landing pages of an e-mail address change's links, the maintenance
 * announcement, the dashboard's loading placeholder, and the client's own words for a failed
 * request the server did not explain.
 */
export const pagesEn = {
  'pages.terms.title': 'Terms of Service',
  'pages.terms.subtitle': 'What you can expect from Greencard, and what it expects of you.',
  'pages.terms.service.title': 'The service',
  'pages.terms.service.text':
    'Greencard is software that helps a married couple prepare a marriage-based green card application filed from inside the United States. It asks questions, checks the answers and fills the official blank forms published by U.S. Citizenship and Immigration Services (USCIS) with them. {notAffiliated}.',
  'pages.terms.advice.title': 'No legal advice',
  'pages.terms.advice.text':
    'Greencard is not a law firm and does not give legal advice. No attorney reviews your answers or your forms, and using Greencard creates no attorney–client relationship. Its help texts explain what a question asks; they do not tell you what is best for your case. If you are unsure whether to file, or your history includes arrests, immigration violations or earlier removals, ask an immigration attorney or an accredited representative before you file.',
  'pages.terms.yourPart.title': 'Your part',
  'pages.terms.yourPart.truth': 'Answer truthfully and completely. You and your spouse sign the forms under penalty of perjury; the answers are yours.',
  'pages.terms.yourPart.read': 'Read every page of the package before you sign it. Sign by hand, in ink, where the cover page says.',
  'pages.terms.yourPart.file': 'File the package yourself, with the USCIS fees, at the address USCIS gives for your case, and keep a copy.',
  'pages.terms.yourPart.password': 'Keep your password to yourself; the account is for one couple’s application.',
  'pages.terms.price.title': 'Price and payment',
  'pages.terms.price.text':
    'Preparing, checking and previewing your forms is free. Downloading the package costs ${price}, paid once by card through our payment provider, Stripe; we never see your card number. USCIS filing fees are not included: you pay them to USCIS when you file. After paying you can download your package again, at no extra cost, whenever you change an answer.',
  'pages.terms.price.stages':
    "A filing in two stages (the petition first, then the green card application) is paid once, for both. You can pay only when a part you would download now can be filed today; you download that part at once, and the later part when every form of it can be filed and it waits for nothing else (the petition's receipt notice, a current Visa Bulletin date). We e-mail you when it opens. Today:",
  'pages.terms.refunds.title': 'Refunds',
  'pages.terms.refunds.text':
    'We refund the full ${price} when you ask before downloading anything, or at any time when a fault on our side keeps us from delivering your package. When you file in two stages and we cannot deliver the later stage within {months} months of your payment (for example because USCIS has not taken a form back into use, or we could not update one to the edition USCIS requires), we refund the full ${price} without your asking, even though you downloaded the first stage. Otherwise, once a package has been downloaded the payment is final, since you saw every filled page before paying. Ask for a refund through the <contact>contact page</contact>. USCIS fees are paid to USCIS and are refunded only by USCIS, which as a rule does not refund them.',
  'pages.terms.outcome.title': 'What we cannot promise',
  'pages.terms.outcome.text':
    'USCIS alone decides your case. Greencard checks that the forms are complete and consistent with your answers; it cannot promise that USCIS approves the application, accepts it without a request for evidence, or processes it within any time. Our liability for the service is limited to the price you paid for it.',
  'pages.terms.availability.title': 'Availability',
  'pages.terms.availability.text': 'We announce planned maintenance on the site before it starts. Your saved answers are kept through it.',
  'pages.terms.ending.title': 'Ending',
  'pages.terms.ending.text':
    'You can delete your account at any time in Profile Settings; the <privacy>privacy policy</privacy> says what happens to your data. We may close an account used to misuse the service or to prepare applications for other people commercially.',
  'pages.terms.changes.title': 'Changes to these terms',
  'pages.terms.changes.text':
    'If these terms change, we say so on the site before the change applies. A payment already made stays under the terms in force when it was made.',

  'pages.privacy.title': 'Privacy Policy',
  'pages.privacy.subtitle': 'Your application holds some of the most personal facts about you. This is how we treat them.',
  'pages.privacy.keep.title': 'What we keep',
  'pages.privacy.keep.account': 'Your account: your e-mail address and your password, kept only as an argon2 hash that cannot be turned back into it.',
  'pages.privacy.keep.answers':
    'Your answers: what the forms ask about both spouses, such as names, dates of birth, addresses, Social Security and A-Numbers, passports, immigration history, jobs and income; and the filled forms and their page previews.',
  'pages.privacy.keep.payment': 'Your payment: that you paid, how much and when. Your card is handled by our payment provider, Stripe; its number never reaches us.',
  'pages.privacy.keep.security': 'Security records: each sign-in attempt and each refused request, with a keyed hash of your network address instead of the address itself.',
  'pages.privacy.keep.statistics': 'Product statistics: which steps are used (a sign-up, a finished form, a page visited, without any id), never who used them.',
  'pages.privacy.security.title': 'How your data is protected',
  'pages.privacy.security.encryption':
    'Every account has its own encryption key (AES-256-GCM). Your e-mail address, your answers, your filled forms and their previews are stored encrypted with it, and the key itself is stored encrypted with a master key kept apart from the database. A copy of the database alone shows none of them.',
  'pages.privacy.security.logs':
    'Our server logs never contain your answers, your e-mail address or your password. The tool our staff use to look at an application shows its personal answers only after recording who asked to see them, when and why.',
  'pages.privacy.security.session':
    'Your session lives in your browser’s storage (for this tab only unless you choose “Remember me”); we set no tracking cookies and load no third-party trackers.',
  'pages.privacy.use.title': 'What we use it for',
  'pages.privacy.use.text':
    'Only to prepare, check and deliver your application, to send you the e-mails your account needs (address verification, password reset), to take your payment and to keep the service secure. We do not sell your data, do not use it for advertising and do not send it to USCIS or anyone else: you file the forms yourself.',
  'pages.privacy.deletion.title': 'Deleting your account',
  'pages.privacy.deletion.text':
    'You can delete your account at any time in <profile>Profile Settings</profile>. Deleting it destroys your encryption key at once: from that moment your answers, your e-mail address and your documents can no longer be read by anyone, including us. The record that your account existed and when its answers changed stays, for audit, without any readable personal data; the remaining rows of a deleted account (its documents, payments and mail) are removed in a regular clean-up.',
  'pages.privacy.questions.title': 'Questions',
  'pages.privacy.questions.text': 'Write to us through the <contact>contact page</contact>.',

  'pages.help.title': 'Help and Support',
  'pages.help.subtitle': 'Questions about using Greencard? We are glad to help.',
  'pages.help.beforeYouCall': 'Before you call',
  'pages.help.missing': 'Not sure what is missing? <check>Check My Data</check> lists every question that still needs an answer.',
  'pages.help.changed': 'Your situation changed? You can change your onboarding answers in <profile>Profile Settings</profile>.',
  'pages.help.noAdvice': 'We help with using Greencard and its forms. We are not a law firm and cannot give legal advice about your case.',

  'pages.emailChange.confirm.pending': 'Confirming your new e-mail address',
  'pages.emailChange.confirm.done': 'E-mail address changed',
  'pages.emailChange.confirm.failed': 'The address was not changed',
  'pages.emailChange.report.pending': 'Keeping your e-mail address',
  'pages.emailChange.report.done': 'Your account is yours again',
  'pages.emailChange.report.failed': 'The report did not go through',
  'pages.emailChange.incomplete': 'This link is incomplete. Open it again from the e-mail.',
  'pages.emailChange.invalid': 'This link is invalid or has expired.',
  'pages.emailChange.checking': 'Checking your link…',
  'pages.emailChange.newPassword': 'Choose a new password',
  'pages.emailChange.signIn': 'Sign in',

  'pages.maintenance.title': 'Upcoming Maintenance',
  'pages.maintenance.dismiss': 'Dismiss the maintenance notice',
  'pages.maintenance.starts': 'Starts:',
  'pages.maintenance.ends': 'Ends:',
  'pages.maintenance.notSpecified': 'Not specified',
  'pages.maintenance.text':
    'During this time the service may be briefly interrupted. Your saved answers are safe; we suggest saving your work before it starts.',

  'pages.dashboard.loading': 'Loading your applications…',

  'pages.client.saveFailed': 'Failed to save form.',
  'pages.client.saverLost': 'Cannot update form: Original form data not found.',
  'pages.client.answersNotLoaded': 'Failed to load your answers.',
} as const;
