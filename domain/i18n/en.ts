import { VERIFICATION_SENT } from '../product/account.ts';
import { NOT_AFFILIATED } from '../product/notices.ts';
import { contactsEn } from './contacts/en.ts';
import { feesEn } from './fees/en.ts';
import { shortfallEn } from './shortfall/en.ts';
import { apiEn } from './api/en.ts';
import { apiErrorsEn } from './api-errors/en.ts';
import { apiRepliesEn } from './api-replies/en.ts';
import { jobsEn } from './jobs/en.ts';
import { coverEn } from './cover/en.ts';
import { filingEn } from './filing/en.ts';
import { inputsEn } from './inputs/en.ts';
import { screensEn } from './screens/en.ts';
import { passwordsEn } from './passwords/en.ts';
import { receiptEn } from './receipt/en.ts';
import { wizardEn } from './wizard/en.ts';
import { checkEn } from './check/en.ts';
import { eligibilityEn } from './eligibility/en.ts';
import { preparerEn } from './preparer/en.ts';
import { zoomEn } from './zoom/en.ts';
import { householdEn } from './household/en.ts';
import { todayEn } from './today/en.ts';
import { filingTodayEn } from './filing-today/en.ts';
import { walkEn } from './walk/en.ts';
import { pagesEn } from './pages/en.ts';

/**
 * Every text a person reads, in English: the messages of the web client and of the server (e-mail),
 * by id, in ICU MessageFormat (`{name}`, `{count, plural, one {…} other {…}}`). es.ts holds the same
 * ids in Spanish; messages.test.ts fails when an id lacks one of them or their placeholders differ.
 * Ids are grouped by where they are read: `shell.` the frame of every page, `public.` the public
 * pages, `auth.` sign-up and sign-in, `mail.` the e-mails. The texts the spec fixes keep their one
 * home in domain/product and are read from there.
 */
export const en = {
  ...contactsEn,
  ...feesEn,
  ...shortfallEn,
  ...screensEn,
  ...filingEn,
  ...coverEn,
  ...apiEn,
  ...apiErrorsEn,
  ...apiRepliesEn,
  ...jobsEn,
  ...passwordsEn,
  ...wizardEn,
  ...checkEn,
  ...eligibilityEn,
  ...filingTodayEn,
  ...preparerEn,
  'language.switch': 'Language',

  'list.and': '{conjunction, select, other {{first} and {last}}}',

  'shell.skipToContent': 'Skip to main content',
  'shell.loading': 'Loading…',
  'shell.checkingSession': 'Checking your session…',
  'shell.nav.main': 'Main',
  'shell.nav.account': 'Account',
  'shell.nav.logoToDashboard': 'Greencard — go to your dashboard',
  'shell.nav.logoToAbout': 'Greencard — about us',
  'shell.nav.dashboard': 'Dashboard',
  'shell.nav.accountButton': 'Account',
  'shell.nav.signedInAs': 'Signed in as',
  'shell.nav.profile': 'Profile Settings',
  'shell.nav.signOut': 'Sign Out',
  'shell.nav.signIn': 'Sign in',
  'shell.nav.createAccount': 'Create account',

  'shell.footer.tagline': 'Your marriage-based green card application, prepared step by step: every answer checked, the official USCIS forms filled.',
  'shell.footer.solutions': 'Solutions',
  'shell.footer.howItWorks': 'How It Works',
  'shell.footer.pricing': 'Pricing',
  'shell.footer.security': 'Security',
  'shell.footer.support': 'Support',
  'shell.footer.contact': 'Contact Us',
  'shell.footer.refunds': 'Refunds',
  'shell.footer.company': 'Company',
  'shell.footer.about': 'About Us',
  'shell.footer.whatWeDoNot': 'What We Do Not Do',
  'shell.footer.legal': 'Legal',
  'shell.footer.privacy': 'Privacy Policy',
  'shell.footer.terms': 'Terms of Service',
  'shell.footer.copyright': '© {year} Greencard. All rights reserved.',
  'shell.footer.notLawFirm': '{notAffiliated}. We are not a law firm and do not give legal advice: we prepare the official forms from your answers.',

  'notice.notAffiliated': NOT_AFFILIATED,

  'public.about.title': 'About Greencard',
  'public.about.subtitle': 'Marriage-based green card forms, prepared with you and checked answer by answer.',
  'public.about.does.title': 'What Greencard does',
  'public.about.does.p1':
    'Greencard helps a married couple prepare a marriage-based green card application filed from inside the United States (adjustment of status): a U.S. citizen or green card holder (the petitioner) and a spouse living in the U.S. (the beneficiary). It asks every question the official forms ask, in plain words, checks every answer, and fills Forms {coreForms}, and when you ask for them {optionalForms} (a work permit and a travel document).',
  'public.about.does.p2':
    'A couple can file everything together, or the petition (Forms I-130 and I-130A) first and the green card application later on its receipt notice, or only the green card application on a petition already filed. For a spouse abroad, and for a spouse the law bars from applying from inside the United States, Greencard prepares the petition and says what follows, which it does not prepare. The spouse must be the only person applying for a green card. The first questions tell you which of these is your case.',
  'public.about.today.title': 'What can be filed today',
  'public.about.doesNot.title': 'What Greencard does not do',
  'public.about.doesNot.advice':
    '<b>It gives no legal advice.</b> We are not a law firm, no attorney reviews your answers or your forms, and using Greencard creates no attorney–client relationship. If your case has complications (an arrest, an immigration violation, an earlier removal), talk to an immigration attorney or an accredited representative.',
  'public.about.doesNot.file': '<b>It does not file for you.</b> You print, sign by hand and mail the package, and pay the USCIS filing fees to USCIS yourself.',
  'public.about.doesNot.decide':
    '<b>It does not decide your case.</b> USCIS does. Checked forms avoid rejections for missing or inconsistent answers; they cannot guarantee an approval.',
  'public.about.doesNot.scope':
    'It does not prepare the steps of consular processing after the petition (the National Visa Center, Form DS-260, the interview) or applications for children or other relatives. It fills a joint sponsor’s Form I-864, but not Form I-864A: a household member who adds their income prints and signs it themselves.',
  'public.about.how.title': 'How it works',
  'public.about.how.1.title': 'A few questions',
  'public.about.how.1.text': 'Seven short steps tell whether your case is one we prepare. If it is not, we say why before you pay anything.',
  'public.about.how.2.title': 'Your answers, in plain words',
  'public.about.how.2.text':
    'Step-by-step forms about both of you, your marriage and the income behind the Affidavit of Support: the petitioner’s, and when it is not enough, a household member’s, the spouse’s, assets or a joint sponsor. Answers are saved as you type.',
  'public.about.how.3.title': 'Every answer checked',
  'public.about.how.3.text':
    'Check My Data finds what is missing or does not fit: dates, numbers, the five-year address and job histories, answers that disagree between forms, and the sponsor’s income against the HHS poverty guidelines.',
  'public.about.how.4.title': 'The official forms, filled',
  'public.about.how.4.text': 'We fill the official blank forms USCIS publishes and show you every page, filled, before you pay.',
  'public.about.how.5.title':
    'Pay ${price} once, download what can be filed',
  'public.about.how.5.text':
    'One PDF per package in filing order, with a cover page saying who signs where, what to attach and where to mail it. You print, sign by hand and mail it with the USCIS fees. A part that cannot be filed today is not sold alone: it comes with the same payment when it is ready.',
  'public.about.data.title': 'Your data',
  'public.about.data.text':
    'Your answers hold what the forms ask: names, dates of birth, addresses, Social Security and A-Numbers, passports, income. They are encrypted with a key of your own, and deleting your account makes them unreadable at once. The <link>privacy policy</link> says exactly how.',
  'public.about.createAccount': 'Create an account',
  'public.about.seePackage': 'See what the package holds',

  'public.pricing.title': 'Pricing',
  'public.pricing.subtitle': 'One price for the whole package. You pay only after you have seen every filled page.',
  'public.pricing.price': '${price}, once',
  'public.pricing.noSubscription':
    'No subscription and no charge to start: answering, checking and previewing cost nothing. A couple who files in two stages (the petition first, the green card application later) pays once for both.',
  'public.pricing.holds': 'The package holds',
  'public.pricing.createAccount': 'Create an account',
  'public.pricing.fees.title': 'USCIS fees are not included',
  'public.pricing.fees.text': 'USCIS charges its own filing fees, which you pay to USCIS when you file, not to us. On the forms of a package they are today:',
  'public.pricing.fees.unknown': 'The USCIS fees for today are not in our tables; check them on uscis.gov before you file.',
  'public.pricing.fees.table': 'USCIS filing fees on {date}',
  'public.pricing.fees.form': 'Form',
  'public.pricing.fees.fee': 'USCIS fee',
  'public.pricing.fees.ifAsked': '{form} (if you ask for it)',
  'public.pricing.fees.none': 'no fee',
  'public.pricing.notIncluded.title': 'What the price does not include',
  'public.pricing.notIncluded.text':
    'No legal advice and no review by an attorney: Greencard prepares the forms from your answers and checks them; it does not advise you on your case. It does not file for you. See <link>what Greencard does and does not do</link>.',
  'public.pricing.refunds.title': 'Refunds',
  'public.pricing.refunds.text':
    'You pay after previewing every filled page, so you know what you buy. We refund the full ${price} if you ask before downloading anything, if a fault on our side keeps us from delivering your package, or if the later stage of a filing in two stages cannot be delivered within 12 months of your payment: write to us from the <contact>contact page</contact>. The <terms>terms</terms> give the whole rule.',

  'public.contact.title': 'Contact us',
  'public.contact.subtitle': 'Questions about Greencard, your account, a payment or a refund: we are glad to help.',
  'public.contact.help.title': 'What we can help with',
  'public.contact.help.p1':
    'Using Greencard, its questions and checks, your account, payments and refunds. We are not a law firm and cannot give legal advice about your case; for that, talk to an immigration attorney or an accredited representative.',
  'public.contact.help.p2': 'Please never send us your Social Security number, A-Number or passport number by e-mail: we never need them to help you.',
  'public.contact.help.p3':
    'To delete your account and your answers, sign in and open <profile>Profile Settings</profile>; the <privacy>privacy policy</privacy> says what deleting does.',

  'support.call': 'Call us',
  'support.phoneLine': 'Support phone line',
  'support.email': 'E-mail us',
  'support.emailNote': 'Write to us any time; we reply during business hours.',
  'support.hoursTitle': 'Business hours',

  'auth.email': 'E-mail address',
  'auth.password': 'Password',
  'auth.showPassword': 'Show password',
  'auth.hidePassword': 'Hide password',
  'auth.fillAllFields': 'Please fill in all fields',
  'auth.backToHome': 'Back to home',
  'auth.backToSignIn': 'Back to sign in',
  'auth.opensInNewTab': '(opens in a new tab)',
  'auth.login.title': 'Sign in',
  'auth.login.subtitle': 'Welcome back. Your answers are saved; pick up where you left off.',
  'auth.login.remember': 'Remember me',
  'auth.login.forgot': 'Forgot your password?',
  'auth.login.submit': 'Sign in',
  'auth.login.busy': 'Signing in…',
  'auth.login.failed': 'Login failed',
  'auth.login.testFailed': 'Test login failed',
  'auth.login.developmentOnly': 'development only',
  'auth.login.quickTest': 'Quick test login',
  'auth.login.newHere': 'New to Greencard? <link>Create an account</link>',
  'auth.register.title': 'Create your account',
  'auth.register.subtitle': 'It takes a minute. Then a few questions tell whether our service fits your case.',
  'auth.register.passwordHint': 'At least {min} characters.',
  'auth.register.confirm': 'Confirm password',
  'auth.register.mismatch': 'Passwords do not match',
  'auth.register.agreeFirst': 'Please agree to the terms and conditions',
  'auth.register.agree': 'I agree to the <terms>Terms of Service</terms> and the <privacy>Privacy Policy</privacy>.',
  'auth.register.submit': 'Create account',
  'auth.register.busy': 'Creating your account…',
  'auth.register.failed': 'Registration failed',
  'auth.register.haveAccount': 'Already have an account? <link>Sign in</link>',
  'auth.forgot.title': 'Reset your password',
  'auth.forgot.subtitle': 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  'auth.forgot.enterEmail': 'Please enter your email address',
  'auth.forgot.failed': 'Failed to send password reset email',
  'auth.forgot.sentIntro': 'If an account exists for this e-mail address, we have sent a link to reset the password.',
  'auth.forgot.sent': 'The link is valid for {hours, plural, one {# hour} other {# hours}}. Check your spam folder if it does not arrive within a few minutes.',
  'auth.forgot.submit': 'Send reset link',
  'auth.forgot.busy': 'Sending…',

  'auth.verify.sent': VERIFICATION_SENT,
  'auth.verify.resendFailed': 'There was an issue resending the email. Please try again later.',
  'auth.verify.tooSoon': 'We sent you a verification e-mail less than a minute ago. Please check your inbox; you can ask for another one when the countdown ends.',
  'auth.verify.signedOutTitle': 'Verify your e-mail address',
  'auth.verify.signedOutSubtitle': 'Open the link we sent to your e-mail address to activate your account.',
  'auth.verify.signInToSee': 'Sign in to see whether your address is verified or to ask for a new link.',
  'auth.verify.title': 'Check your e-mail',
  'auth.verify.sentTo':
    'We sent a verification link to <b>{email}</b>. Open it to activate your account; the link is valid for {hours, plural, one {# hour} other {# hours}}.',
  'auth.verify.anyDevice': 'You can open it on this device or another one: this page continues by itself once your address is verified.',
  'auth.verify.resendIn': 'Resend available in {seconds} s',
  'auth.verify.resend': 'Resend verification e-mail',
  'auth.verify.askAgainIn': 'You can ask for another e-mail in {seconds, plural, one {# second} other {# seconds}}.',
  'auth.verify.noMail': 'No e-mail? Check your spam or junk folder. Wrong address? <link>Change it in Profile Settings</link>.',
  'auth.signOut': 'Sign out',

  'auth.reset.missingToken': 'Invalid or missing password reset token.',
  'auth.reset.failed': 'Failed to reset password',
  'auth.reset.doneTitle': 'Password changed',
  'auth.reset.done': 'Your password has been reset. You can now sign in. Taking you to the sign-in page…',
  'auth.reset.goNow': 'Go to sign in now',
  'auth.reset.title': 'Choose a new password',
  'auth.reset.subtitle': 'Use at least {min} characters. Other devices will be signed out.',
  'auth.reset.new': 'New password',
  'auth.reset.confirm': 'Confirm new password',
  'auth.reset.busy': 'Saving…',
  'auth.reset.submit': 'Set new password',
  'auth.reset.expired': 'Link expired? <link>Ask for a new one</link>',

  'catalogue.statement.readsEnglish':
    '{who, select, jointSponsor {Can the joint sponsor read and understand English well enough to read every question of their Form I-864, and their answers, themselves?} you {Can you read and understand English well enough to read every question of your forms, and your answers, yourself?} other {Can {name} read and understand English well enough to read every question of their forms, and their answers, without help?}}',
  'catalogue.statement.readsEnglish.help':
    '{who, select, jointSponsor {The joint sponsor signs their Form I-864 with a statement: either that they read every question and answer in English and understood them, or that an interpreter read them to them in a language they understand. Answer No if someone will read the form to them in another language: the form then names that interpreter, who signs it too.} you {Each form ends with your statement: either that you read every question and answer in English and understood them, or that an interpreter read them to you in a language you understand. Answer No if someone will read the forms to you in another language: the forms then name that interpreter, who signs them too.} other {Each of {name}\'s forms ends with their statement: either that they read every question and answer in English and understood them, or that an interpreter read them to them in a language they understand. Answer No if someone will read the forms to {name} in another language: the forms then name that interpreter, who signs them too.}}',
  'catalogue.statement.language': '{who, select, jointSponsor {In which language will the interpreter read the form to the joint sponsor?} you {In which language will the interpreter read the forms to you?} other {In which language will the interpreter read the forms to {name}?}}',
  'catalogue.statement.language.help': '{who, select, jointSponsor {A language the joint sponsor is fluent in} you {A language you are fluent in} other {A language {name} is fluent in}}, for example Spanish or Ukrainian.',
  'catalogue.statement.firstName': "{who, select, jointSponsor {The joint sponsor's interpreter's} you {The interpreter's} other {{name}'s interpreter's}} first name (given name)",
  'catalogue.statement.firstName.help':
    'Someone fluent in English and in {who, select, jointSponsor {their} you {your} other {{name}\'s}} language: a friend, a relative or a professional interpreter.',
  'catalogue.statement.lastName': "{who, select, jointSponsor {The joint sponsor's interpreter's} you {The interpreter's} other {{name}'s interpreter's}} last name (family name)",
  'catalogue.statement.organization': "{who, select, jointSponsor {The joint sponsor's interpreter's} you {The interpreter's} other {{name}'s interpreter's}} business or organization, if any",
  'catalogue.statement.organization.help': 'Leave empty for a friend or relative who interprets for {who, select, jointSponsor {them} you {you} other {{name}}}.',
  'catalogue.statement.phone': "{who, select, jointSponsor {The joint sponsor's interpreter's} you {The interpreter's} other {{name}'s interpreter's}} daytime phone number",
  'catalogue.statement.mobilePhone': "{who, select, jointSponsor {The joint sponsor's interpreter's} you {The interpreter's} other {{name}'s interpreter's}} mobile phone number, if any",
  'catalogue.statement.email': "{who, select, jointSponsor {The joint sponsor's interpreter's} you {The interpreter's} other {{name}'s interpreter's}} e-mail address, if any",

  ...receiptEn,
  ...zoomEn,
  ...householdEn,
  ...todayEn,
  ...walkEn,
  ...pagesEn,
  'mail.verify.subject': 'Verify your e-mail address',
  'mail.verify.intro': 'Welcome to Greencard. Please confirm that this is your e-mail address.',
  'mail.verify.action': 'Verify my e-mail address',
  'mail.verify.outro': 'The link is valid for {hours, plural, one {# hour} other {# hours}}. If you did not create an account, ignore this e-mail.',
  'mail.reset.subject': 'Reset your password',
  'mail.reset.intro': 'Someone asked to reset the password of your Greencard account.',
  'mail.reset.action': 'Choose a new password',
  'mail.reset.outro': 'The link is valid for {hours, plural, one {# hour} other {# hours}} and works once. If you did not ask for it, ignore this e-mail; your password stays as it is.',
  'mail.packageReady.subject': 'Your green card forms are ready to file',
  'mail.packageReady.intro': 'We have updated the forms of your package to the editions USCIS accepts now. Every answer you gave is kept.',
  'mail.packageReady.action': 'Look over your documents',
  'mail.packageReady.outro': 'Look through every page of the new preview before you print, sign and mail it. If you downloaded your package before, download it again: mail only the new one.',
  'mail.adjustmentReady.subject': 'Your green card application is ready to file',
  'mail.adjustmentReady.intro':
    'Your green card application (Form I-485 with Form I-864) can be filed now: USCIS takes it and our forms are the editions it accepts. Every answer you gave is kept.',
  'mail.adjustmentReady.action': 'Look over your documents',
  'mail.adjustmentReady.outro':
    'Look through every page of the new preview before you print, sign and mail it. If you downloaded your package before, download it again: mail only the new one.',
  'mail.emailChange.subject': 'Confirm your new e-mail address',
  'mail.emailChange.intro': 'You asked to use this e-mail address for your Greencard account. It takes its place once you confirm it.',
  'mail.emailChange.action': 'Confirm my new e-mail address',
  'mail.emailChange.outro': 'The link is valid for {hours, plural, one {# hour} other {# hours}}. Confirming signs you out on every device; sign in again with this address. If you did not ask for this, ignore this e-mail.',
  'mail.emailChangeNotice.subject': 'Your Greencard e-mail address is being changed',
  'mail.emailChangeNotice.intro': 'Someone signed in to your Greencard account and asked to change its e-mail address to {newEmail}. If it was you, there is nothing to do.',
  'mail.emailChangeNotice.action': 'It was not me: keep my address and sign everyone out',
  'mail.emailChangeNotice.outro': 'This link works for {days, plural, one {# day} other {# days}}, even after the change was confirmed: it gives the account back to this address and signs out every device. Then choose a new password.',
  ...inputsEn,
} as const satisfies Readonly<Record<string, string>>;

export type MessageId = keyof typeof en;
