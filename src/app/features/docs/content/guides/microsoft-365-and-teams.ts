import { p, steps, list, type DocsGroup } from './blocks.ts';

export const microsoft365AndTeams: DocsGroup = {
  id: 'microsoft-365-and-teams',
  title: 'Microsoft 365 & Teams',
  description: 'Secure sign-in, working in Teams and sharing files outside your organisation.',
  guides: [
    {
      id: 'setting-up-multifactor-authentication',
      title: 'Setting up multifactor authentication',
      summary: 'Register Microsoft Authenticator and a backup method so you are never locked out.',
      body: [
        p(
          'Multifactor authentication (MFA) asks for a second proof of identity, such as an approval in an app, when you sign in. It stops the vast majority of account-compromise attacks and is usually required by your organisation’s security policies.',
        ),
        steps(
          'Install Microsoft Authenticator on your phone from the App Store or Google Play.',
          'On your computer, go to [mysignins.microsoft.com/security-info](https://mysignins.microsoft.com/security-info) and sign in with your work account.',
          'Select Add sign-in method, choose Microsoft Authenticator and follow the prompts to scan the QR code with the app.',
          'Approve the test notification to finish registration.',
          'Add a second method, such as a phone number, so you can still sign in if your phone is lost.',
        ),
        p(
          'When you change phone, set up Authenticator on the new phone before you reset or hand in the old one. If you are locked out, your Microsoft 365 administrator can require you to register your methods again.',
        ),
      ],
    },
    {
      id: 'teams-channels-chats-and-files',
      title: 'Teams: channels, chats and where files are stored',
      summary: 'Choose the right place for a conversation and know where shared files end up.',
      body: [
        p(
          'Teams brings conversations and files together, but where you post decides who can see a message and where its attachments are kept.',
        ),
        list(
          'Standard channels are open to every member of the team. Files shared there are stored in the team’s SharePoint site, in a folder for the channel, and stay with the team when people leave.',
          'Private and shared channels have their own SharePoint sites and are visible only to their members.',
          'Chats are for quick conversations between named people. Files shared in a chat are stored in the sender’s OneDrive and shared with the people in the chat.',
        ),
        p(
          'Use channels for project and team work that others may need later, and reply in the thread of the original post so a discussion stays together. Because chat files live in the sender’s OneDrive, move important documents into a team before the sender leaves the organisation.',
        ),
      ],
      related: ['sharing-files-externally'],
    },
    {
      id: 'sharing-files-externally',
      title: 'Sharing files safely with people outside your organisation',
      summary: 'Pick the right kind of link, limit editing and review who still has access.',
      body: [
        p(
          'SharePoint and OneDrive let you share documents with customers and suppliers without e-mail attachments, within the limits your administrator sets in the SharePoint admin centre.',
        ),
        steps(
          'Select the file or folder and choose Share.',
          'Open the link settings and choose who the link works for. Prefer Specific people: recipients outside your organisation prove who they are, usually with a one-time code sent to their e-mail address.',
          'Give view-only access if the recipient only needs to read the file, and set an expiry date where the option is available.',
          'Enter the recipient’s e-mail address and send.',
        ),
        p(
          'Anyone links need no sign-in and can be forwarded, so avoid them for anything confidential; your administrator may have turned them off. To review or remove access later, open the file’s Manage access panel.',
        ),
      ],
    },
  ],
};
