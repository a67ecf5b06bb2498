import { p, steps, list, terms, M365_ADMIN, type DocsGroup } from './blocks.ts';

export const workingWithSupport: DocsGroup = {
  id: 'working-with-support',
  title: 'Working with our support team',
  description:
    'How to raise a ticket, how we set severity and what to include so we can help fast.',
  guides: [
    {
      id: 'raising-a-support-ticket',
      title: 'How to raise a support ticket',
      summary: 'One request per issue, through the channel that suits its urgency.',
      body: [
        p(
          'Every request is handled by our own support consultants. Choose the channel by urgency:',
        ),
        list(
          'If people cannot work, phone us during business hours so we can start straight away.',
          'For everything else, e-mail us or use Contact Support on the [Support page](/support); e-mail requests receive a reply in under 4 hours.',
          'For problems that are easier to show than describe, ask for a video call and share your screen.',
        ),
        steps(
          `Check Service health in the ${M365_ADMIN} first: Microsoft lists incidents affecting Microsoft 365, Dynamics 365 and the Power Platform there.`,
          'Raise one request per issue, so each can be prioritised and tracked on its own.',
          'State the severity you believe applies and include the details listed in our guide to support requests.',
          'Reply on the same e-mail thread with updates, so the whole history stays together.',
        ),
      ],
      related: ['severity-levels', 'what-to-include-in-a-support-request'],
    },
    {
      id: 'severity-levels',
      title: 'Severity levels',
      summary: 'How we classify the impact of an issue, and so how quickly we act on it.',
      body: [
        p(
          'We agree a severity with you when a request is logged. It reflects business impact, not how hard the fix is, and can change as we learn more.',
        ),
        terms(
          [
            'Severity 1 – Critical',
            'Production is down or unusable for most users, data is being lost or corrupted, or a security breach is suspected, with no workaround. Please phone us as well as writing.',
          ],
          [
            'Severity 2 – High',
            'A key business process is failing or badly degraded for many users and any workaround is impractical for more than a short time.',
          ],
          [
            'Severity 3 – Medium',
            'Something is not working as expected, but a reasonable workaround exists or only a few users are affected.',
          ],
          [
            'Severity 4 – Low',
            'Questions, how-to guidance, cosmetic issues and requests for changes or new features.',
          ],
        ),
        p(
          'The response and update targets for each level are set out in your support plan. Rating an issue accurately helps us put effort where it is needed most.',
        ),
      ],
      related: ['raising-a-support-ticket'],
    },
    {
      id: 'what-to-include-in-a-support-request',
      title: 'What to include in a support request',
      summary: 'The details that let us reproduce a problem at the first attempt.',
      body: [
        p(
          'A complete first message saves a round of questions and does more than anything else to speed up a fix. Please include:',
        ),
        list(
          'The environment (its name or web address) and the app, flow or integration concerned.',
          'Who is affected: one user, a team or everyone, with the names of one or two affected users.',
          'The steps that lead to the problem, what you expected and what happened instead.',
          'The exact error message, copied as text where possible, and a screenshot of the whole screen.',
          'When it happened, with your time zone, and whether it has ever worked.',
          'Links to an affected record or failed flow run, and the log file if the error dialog offers one.',
          'Anything that changed recently, such as a release, a new security role or a licence change.',
        ),
        p(
          'Never send passwords, client secrets or personal data we do not need. If we need access to investigate, we will arrange it with you.',
        ),
      ],
      related: ['raising-a-support-ticket'],
    },
    {
      id: 'requesting-a-change',
      title: 'Requesting a change rather than a fix',
      summary: 'How new fields, processes and reports go from request to production.',
      body: [
        p(
          'A support request restores something that used to work. A change request asks for something new or different, such as a new field, a changed process or a new report, and follows a short, controlled path:',
        ),
        steps(
          'Describe the business need and who benefits, not only the technical change: there may be a simpler way to meet it.',
          'We estimate the work and confirm cost and timing with you before starting.',
          'We build the change in a development environment and deploy it to your sandbox for testing.',
          'Your nominated testers check it against the agreed acceptance criteria and sign it off.',
          'We deploy it to production in a managed solution at a time agreed with you, and confirm when it is done.',
        ),
        p(
          'Grouping small changes into a regular release, for example monthly, keeps testing effort down and production stable.',
        ),
      ],
      related: ['understanding-your-environments'],
    },
  ],
};
