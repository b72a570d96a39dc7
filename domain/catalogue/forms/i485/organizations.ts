import type { StepDef } from '../../types.ts';
import { applicant, inApplicantVoice } from '../applicant-voice.ts';
import { HAVE_YOU, whenYes } from './part9-item.ts';

/** I-485 Part 9, Item Numbers 1. - 9.; the form has room for two organizations, the rest go to Part 14. */
export const organizationsStep = {
  name: 'Organizations',
  intro: applicant(
    'The form asks about every group you have belonged to or been involved with, anywhere in the world and at any time in your life.',
    'The form asks about every group {name} has belonged to or been involved with, anywhere in the world and at any time in their life.',
  ),
  fields: [
    {
      key: 'hasOrgs',
      question: inApplicantVoice(
        `${HAVE_YOU} EVER been a member of, involved in, or in any way associated with any organization, association, fund, foundation, party, club, society, or similar group in the United States or in any other location in the world?`,
      ),
      kind: 'yesNo',
      required: true,
      help: 'This includes every kind of group: professional, trade union, religious, political, social, sports, student, alumni, charitable, and military or police units. Listing a harmless group does no harm; leaving one out can look like hiding it.',
    },
    {
      key: 'orgList',
      question: applicant(
        'List each organization you have been a member of, involved in, or associated with.',
        'List each organization {name} has been a member of, involved in, or associated with.',
      ),
      kind: 'group',
      itemLabel: 'organization',
      required: true,
      visibleWhen: whenYes('hasOrgs'),
      item: [
        { key: 'orgName', question: 'Name of Organization', kind: 'text', required: true },
        { key: 'orgCity', question: 'City or Town', kind: 'text', required: true },
        {
          key: 'orgState',
          question: 'State or Province',
          kind: 'text',
          help: 'Leave this empty if the place has no state or province.',
        },
        { key: 'orgCountry', question: 'Country', kind: 'country', required: true },
        {
          key: 'orgPurpose',
          question: 'Nature of Organization, including its purposes and activities, whether illicit or legitimate.',
          kind: 'textarea',
          required: true,
        },
        {
          key: 'orgUserInvolvement',
          question:
            'Nature of involvement in organization, including role or position(s) held, whether illicit or legitimate.',
          kind: 'textarea',
          required: true,
        },
        {
          key: 'orgUserFromDate',
          question: applicant('Date your membership or involvement began', "Date {name}'s membership or involvement began"),
          kind: 'date',
          required: true,
          format: 'pastDate',
        },
        {
          key: 'orgUserStillMember',
          question: applicant('Are you still a member of or involved in this organization?', 'Is {name} still a member of or involved in this organization?'),
          kind: 'yesNo',
          required: true,
        },
        {
          key: 'orgUserToDate',
          question: applicant('Date your membership or involvement ended', "Date {name}'s membership or involvement ended"),
          kind: 'date',
          required: true,
          format: 'pastDate',
          visibleWhen: { field: 'orgUserStillMember', is: 'no' },
        },
      ],
      dateRanges: [{ from: 'orgUserFromDate', to: 'orgUserToDate' }],
    },
  ],
} as const satisfies StepDef;
