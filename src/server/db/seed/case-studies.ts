import type { CaseStudyIndustry, CompanySize } from '../../../shared/case-studies.ts';
import type { StockImage } from './blog-posts.ts';

export interface SeedCaseStudy {
  slug: string; // lowercase words joined by hyphens, unique
  title: string; // at most 90 characters
  excerpt: string; // 1-2 sentences, 120-200 characters
  clientName: string; // a fictional organisation
  clientIndustry: CaseStudyIndustry;
  clientSize: CompanySize;
  projectDuration: string; // e.g. '14 weeks'
  projectBudget: string; // e.g. '$85,000 – $110,000'
  challenge: string; // plain text, 2-3 paragraphs separated by a blank line
  solution: string; // plain text, 2-3 paragraphs
  results: string; // plain text, 1-2 paragraphs
  metrics: Array<{ label: string; value: string }>; // 3-4; value short ('62%', '3 days → 4 hours')
  testimonials: Array<{ quote: string; author: string; position: string }>; // 1-2
  /** The longer write-up as HTML: only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote>. */
  content: string;
  tags: string[]; // 3-5, sharing some with the blog's posts (e.g. 'Dynamics 365', 'Power Automate')
  keywords: string[]; // 3-6 SEO phrases
  metaTitle: string; // at most 60 characters
  metaDescription: string; // 120-160 characters
  featuredImage: StockImage;
  status: 'published' | 'draft';
  /** Days before the seed runs that it was published (drafts: 0). */
  publishedDaysAgo: number;
  views: number;
}

export const SEED_CASE_STUDIES: SeedCaseStudy[] = [
  {
    slug: 'calder-fluid-controls-dynamics-365-sales-customer-service',
    title: 'Calder Fluid Controls Cuts Quote Turnaround by 68% with Dynamics 365',
    excerpt:
      'How a 420-person valve manufacturer in West Yorkshire moved quoting, key accounts and after-sales service out of spreadsheets and a shared inbox and into Dynamics 365.',
    clientName: 'Calder Fluid Controls',
    clientIndustry: 'manufacturing',
    clientSize: 'medium',
    projectDuration: '18 weeks',
    projectBudget: '$115,000 – $140,000',
    challenge: [
      'Calder Fluid Controls designs and manufactures industrial valves and actuators for water, chemical and food processing plants, selling through a direct sales team of 22 and a network of distributors in the UK and Europe. Most of its products are engineered to order, and quotes were built in a large Excel workbook whose pricing logic only three people fully understood. A typical quote took four to five working days to leave the building.',
      'After-sales service ran from a shared inbox and a separate spreadsheet of warranty claims. Customers chasing a spare part or a warranty decision often had to explain their problem several times, and the service manager had no reliable view of how many cases were open or how long they had been waiting.',
      'Sales and service also kept separate customer lists, so a key account manager could visit a site without knowing that the customer had three unresolved warranty claims. The board wanted a single view of every customer in place before launching a new actuator range the following year.',
    ].join('\n\n'),
    solution: [
      'We implemented Dynamics 365 Sales and Dynamics 365 Customer Service in one environment, sharing a single set of accounts, sites and contacts. The pricing rules from the quoting workbook were rebuilt as a product catalogue with price lists for each market and distributor tier, and a guided configurator captures valve size, pressure rating, materials and actuation options before producing the quote from a standard template.',
      'Service requests now arrive as cases through a dedicated mailbox and a web form, are routed by product family to the right queue, and carry the serial number, installation date and warranty status of the unit concerned. Engineering approval of warranty claims runs through Power Automate, and the decision is recorded on the case.',
      'We migrated 6,800 accounts, 14,000 contacts and five years of warranty history after two rounds of de-duplication with the sales team. Training was delivered role by role, and each department had a named champion for the first three months after go-live.',
    ].join('\n\n'),
    results: [
      'Six months after go-live, the average quote leaves the business in about a day and a half rather than four to five working days, and quote-to-order conversion has risen from 24% to 33%. Sales managers now review pipeline and forecast from one dashboard instead of assembling it from individual workbooks.',
      "On the service side, first-contact resolution has risen from 41% to 63%, because whoever answers the call can see the unit's history and warranty status straight away. The shared inbox and 23 departmental spreadsheets have been retired.",
    ].join('\n\n'),
    metrics: [
      { label: 'Faster quote turnaround', value: '68%' },
      { label: 'Service cases resolved on first contact', value: '41% → 63%' },
      { label: 'Quote-to-order conversion', value: '24% → 33%' },
      { label: 'Spreadsheets retired', value: '23' },
    ],
    testimonials: [
      {
        quote:
          'Our quoting used to depend on three people and one very fragile workbook. Now anyone in the sales team can produce an accurate quote the same day, and we can see every open warranty claim before we walk into a customer meeting.',
        author: 'Rachel Holroyd',
        position: 'Commercial Director',
      },
      {
        quote:
          'The service team finally works from one queue instead of a shared inbox. Customers notice that they only have to explain a problem once.',
        author: 'Imran Siddiqui',
        position: 'After-Sales Service Manager',
      },
    ],
    content: `<p>Calder Fluid Controls is a 420-person manufacturer of industrial valves and actuators based in Halifax, West Yorkshire. Its products are largely engineered to order, so every quote involves sizing, materials and actuation choices, and every installed unit can generate service and warranty work for many years afterwards.</p>

<h2>Where they started</h2>
<p>The business had grown through two acquisitions, and its customer processes had grown with it rather than being designed. By the time we were asked to help, the symptoms were clear:</p>
<ul>
<li>Quotes took four to five working days, and the pricing workbook was understood by only three people.</li>
<li>Warranty claims and spare parts requests arrived in a shared inbox with no owner and no sense of age.</li>
<li>Sales and service kept separate customer lists, with around a third of records duplicated between them.</li>
</ul>

<h2>What we delivered</h2>
<h3>One customer record for sales and service</h3>
<p>Dynamics 365 Sales and Dynamics 365 Customer Service share the same accounts, sites and contacts, so a key account manager sees open cases and installed units alongside the pipeline.</p>
<h3>A guided quote configurator</h3>
<p>The workbook's pricing rules became a product catalogue and a step-by-step configurator. Standard options are priced automatically; anything unusual is routed to engineering for review before the quote is issued.</p>
<h3>Case management with warranty approvals</h3>
<p>Cases are routed by product family, and warranty claims follow an approval flow in Power Automate, with the engineer's decision and reasoning kept on the case.</p>

<h2>How the project ran</h2>
<ol>
<li>Weeks 1-4: discovery workshops with sales, service, engineering and finance, plus a data quality review.</li>
<li>Weeks 5-12: configuration in three-week sprints, each ending with a demonstration to the people who would use it.</li>
<li>Weeks 13-16: data migration rehearsals, user acceptance testing and role-based training.</li>
<li>Weeks 17-18: go-live and two weeks of on-site hypercare.</li>
</ol>

<h2>What made the difference</h2>
<p>The pricing rules were the riskiest part of the project. Before go-live we ran the old workbook and the new configurator side by side on 60 real quotes and fixed every difference until the two agreed to the penny. That exercise, more than any training session, gave the sales team the confidence to switch.</p>

<p><em>This is an illustrative case study: Calder Fluid Controls is a fictional company, and the figures show typical results from projects of this kind rather than a specific client's data.</em></p>`,
    tags: ['Dynamics 365', 'Dynamics 365 Sales', 'Dynamics 365 Customer Service', 'Data Migration'],
    keywords: [
      'Dynamics 365 manufacturing case study',
      'Dynamics 365 Sales quote configurator',
      'Dynamics 365 Customer Service warranty claims',
      'CRM for engineered-to-order manufacturers',
    ],
    metaTitle: 'Case Study: Dynamics 365 for Calder Fluid Controls',
    metaDescription:
      'How a 420-person valve manufacturer used Dynamics 365 Sales and Customer Service to cut quote turnaround by 68% and resolve more service cases first time.',
    featuredImage: 'crm-sales',
    status: 'published',
    publishedDaysAgo: 12,
    views: 340,
  },
  {
    slug: 'larkspur-care-group-power-apps-quality-audits',
    title: 'Larkspur Care Group Replaces Paper Quality Audits with Power Apps',
    excerpt:
      'How a residential care provider with 14 homes used Power Apps and Power Automate to take quality audits off paper and close safety actions in days rather than weeks.',
    clientName: 'Larkspur Care Group',
    clientIndustry: 'healthcare',
    clientSize: 'medium',
    projectDuration: '12 weeks',
    projectBudget: '$48,000 – $60,000',
    challenge: [
      'Larkspur Care Group runs 14 residential and nursing homes across the East Midlands, employing around 640 staff. Each home completes a cycle of monthly quality audits covering medication, infection prevention and control, fire safety, kitchens and the environment. Every audit was done on a printed form, scanned and emailed to the central quality team, and typed into a spreadsheet.',
      'The quality team spent much of each week retyping forms and chasing missing pages. Actions raised by an audit, such as a broken fire door closer or a gap in medication records, were followed up by email, and nobody could say with confidence how many were open or overdue across the group.',
      'Preparing evidence for a regulator inspection meant days of searching through folders and inboxes. The director of care wanted audits that were easier for home managers to complete and a reliable, group-wide view of risk.',
    ].join('\n\n'),
    solution: [
      'We built a Power Apps canvas app for tablets in each home, storing its data in Dataverse. Managers and senior carers choose an audit, work through the questions, add photos and notes, and sign it off on screen. The app works offline, because Wi-Fi is unreliable in parts of several older buildings, and synchronises when a connection returns.',
      'Audit templates are held as data rather than built into the app, so the quality team can add questions or create a new audit type without a developer. Any failed item creates an action with an owner, a priority and a due date.',
      'Power Automate notifies home managers of new actions, sends reminders before they fall due and escalates overdue high-priority actions to the regional manager. Closing a high-priority action requires approval from the quality team, with the evidence attached. A model-driven app gives the quality team a group-wide view of audits and actions.',
    ].join('\n\n'),
    results: [
      'Within four months of rollout, 96% of scheduled audits were completed on time, up from 71%, and the average time to close an action fell from 19 days to 6. The quality team no longer types up paper forms, which has cut the administration behind each audit by around three quarters.',
      'Evidence for a regulator visit can now be filtered by home and date and exported in minutes. Home managers say the audits take less time to complete, and the group has since added a falls review to the same app without further development.',
    ].join('\n\n'),
    metrics: [
      { label: 'Less admin time per home audit', value: '74%' },
      { label: 'Average time to close an audit action', value: '19 days → 6 days' },
      { label: 'Audits completed on schedule', value: '71% → 96%' },
      { label: 'Care homes using the app', value: '14' },
    ],
    testimonials: [
      {
        quote:
          'For the first time I can see every open action across all 14 homes on one screen. When a home needs support, we know about it in days, not at the next quarterly review.',
        author: 'Siân Pritchard',
        position: 'Head of Quality and Compliance',
      },
      {
        quote:
          'The audit used to take most of a morning plus the scanning afterwards. Now it is done on the tablet as I walk round, and I can see exactly what is still outstanding.',
        author: 'Daniel Mensah',
        position: 'Registered Manager',
      },
    ],
    content: `<p>Larkspur Care Group is a family-owned provider of residential and nursing care with 14 homes across the East Midlands. Like many care providers, it runs a demanding cycle of internal quality audits, and until recently every one of them was done on paper.</p>

<h2>The problem with paper audits</h2>
<p>The audits themselves were sound. The difficulty was everything that happened after the form was filled in:</p>
<ul>
<li>Completed forms were scanned, emailed and then retyped by the central quality team.</li>
<li>Actions were tracked by email, so overdue items were easy to miss.</li>
<li>There was no group-wide view of risk, only a spreadsheet that was always a few weeks behind.</li>
<li>Preparing for a regulator inspection meant days of searching for evidence.</li>
</ul>

<h2>What we built</h2>
<h3>An offline audit app for each home</h3>
<p>A Power Apps canvas app on tablets guides staff through each audit, captures photos and takes a signature. It was designed for the worst signal in the oldest building, so it works fully offline and synchronises later.</p>
<h3>Templates the quality team controls</h3>
<p>Questions, scoring and audit types are stored in Dataverse, so the quality team can change them without a developer. This was the single most requested feature in discovery.</p>
<h3>Actions that cannot get lost</h3>
<p>Every failed item becomes an action with an owner and a due date. Power Automate sends reminders, escalates overdue high-priority actions and routes their closure to the quality team for approval.</p>

<h2>How we rolled it out</h2>
<ol>
<li>Weeks 1-3: discovery visits to three homes and a review of every existing audit form.</li>
<li>Weeks 4-8: build, with fortnightly reviews by two home managers and the quality lead.</li>
<li>Weeks 9-10: a pilot in three homes, running alongside paper for one audit cycle.</li>
<li>Weeks 11-12: rollout to the remaining 11 homes, with a short training session at each.</li>
</ol>
<p>We also set up separate development, test and production environments and a data policy for the new apps, so that the group can extend the solution safely.</p>

<h2>The outcome</h2>
<p>Audits are now completed on time in almost every home, actions close in about a third of the time, and the quality team spends its week supporting homes rather than retyping forms.</p>

<p><em>This is an illustrative case study: Larkspur Care Group is a fictional organisation, and the figures show typical results from projects of this kind rather than a specific client's data.</em></p>`,
    tags: ['Power Apps', 'Power Automate', 'Power Platform', 'Dataverse', 'Approvals'],
    keywords: [
      'Power Apps inspection app',
      'care home audit app',
      'Power Automate approvals healthcare',
      'offline canvas app case study',
      'digital quality audits',
    ],
    metaTitle: 'Case Study: Power Apps Audits for Larkspur Care Group',
    metaDescription:
      'How a 14-home care provider replaced paper quality audits with an offline Power Apps app and Power Automate, cutting action close times from 19 days to 6.',
    featuredImage: 'digital-transformation',
    status: 'published',
    publishedDaysAgo: 30,
    views: 510,
  },
  {
    slug: 'ashgrove-garden-centres-azure-data-platform',
    title: 'Ashgrove Garden Centres Builds an Azure Data Platform for Daily Trading Insight',
    excerpt:
      'How a chain of 26 garden centres replaced a two-day manual reporting routine with an Azure data platform and Power BI, giving store managers trading figures every morning.',
    clientName: 'Ashgrove Garden Centres',
    clientIndustry: 'retail',
    clientSize: 'large',
    projectDuration: '20 weeks',
    projectBudget: '$140,000 – $175,000',
    challenge: [
      'Ashgrove Garden Centres operates 26 garden centres across the south of England and an online shop, employing around 1,400 people at its seasonal peak. Its data sat in seven separate places: the tills, the online shop, the merchandise and stock system, the finance system, footfall counters, the café system and a weather feed bought by the buying team.',
      "Every Monday and Tuesday, two analysts exported data from each system and combined it in Excel to produce the weekly trading pack. Store managers usually saw the previous week's figures on Wednesday afternoon, too late to act on them.",
      'The delay mattered most for live plants, which have a short selling life. Buyers and store managers could not see sell-through by store quickly enough to move stock between sites or reduce prices in time, and write-offs in spring were a recurring concern for the board.',
    ].join('\n\n'),
    solution: [
      'We designed and built a data platform on Microsoft Azure. Azure Data Factory pipelines extract data from each source overnight into Azure Data Lake Storage, where it is cleaned and shaped into a dimensional model in Azure SQL Database covering sales, stock, footfall, margin and weather by store and day.',
      'Power BI reports sit on top of a single shared semantic model. Row-level security, driven by Microsoft Entra ID groups, means store managers see their own store and region while buyers and the board see the whole estate. A daily live plant report shows sell-through, stock cover and suggested transfers between stores.',
      'All infrastructure is defined in Bicep and deployed through Azure DevOps pipelines. Failed loads raise an alert in a Microsoft Teams channel, and an Azure budget warns the finance team if monthly running costs drift above the agreed figure.',
    ].join('\n\n'),
    results: [
      'Trading figures for the previous day are now available to every store manager by 7am, and the time the analysts spend preparing reports has fallen by around 85%. They now spend that time on questions the business actually asks, such as the effect of weather on weekend footfall.',
      'In the first spring season on the new platform, write-offs on live plants were 14% lower than the previous year, helped by earlier transfers between stores and better-timed markdowns. Azure running costs have stayed within the budget set at the start of the project.',
    ].join('\n\n'),
    metrics: [
      { label: 'Less time spent preparing trading reports', value: '85%' },
      { label: 'Trading figures available', value: 'Wednesday → 7am daily' },
      { label: 'Live plant write-offs in the first spring', value: '14% lower' },
      { label: 'Data sources in one model', value: '7' },
    ],
    testimonials: [
      {
        quote:
          "We used to run the business on last week's numbers. Now every store manager starts the day knowing what sold yesterday, and the buying team can move plants before they are past their best.",
        author: 'Graham Lyle',
        position: 'Commercial and Finance Director',
      },
    ],
    content: `<p>Ashgrove Garden Centres is a family-founded retailer with 26 garden centres across the south of England, each with a café and most with a gift and homeware hall, alongside a growing online shop. Trading is highly seasonal, and a good or bad spring can decide the year.</p>

<h2>The challenge</h2>
<p>Ashgrove had plenty of data but little of it arrived in time to be useful. The weekly trading pack took two analysts two days to assemble from seven systems, and it answered last week's questions rather than this week's.</p>
<ul>
<li>Store managers saw weekly figures on Wednesday afternoon at the earliest.</li>
<li>Each report was rebuilt by hand, so figures sometimes differed between versions.</li>
<li>Live plant sell-through by store could not be seen quickly enough to move stock.</li>
</ul>

<h2>Our approach</h2>
<h3>A platform sized for the business</h3>
<p>We deliberately kept the architecture simple: Azure Data Factory for loading, Azure Data Lake Storage for raw data and Azure SQL Database for the model. It is a design Ashgrove's own small IT team can understand, support and extend.</p>
<h3>One model, many reports</h3>
<p>A single Power BI semantic model holds the agreed definitions of sales, margin, footfall and stock cover. Every report uses it, so the store manager and the board see the same number for the same question.</p>
<h3>Built to be run, not just delivered</h3>
<p>Infrastructure as code, automated deployments, alerts in Microsoft Teams and a cost budget were part of the scope from the first week rather than added at the end.</p>

<h2>Delivery</h2>
<ol>
<li>Weeks 1-4: discovery, agreement of measure definitions with finance and trading, and source system analysis.</li>
<li>Weeks 5-14: pipelines and model built source by source, with sales and stock first.</li>
<li>Weeks 15-18: reports, row-level security and parallel running against the old trading pack.</li>
<li>Weeks 19-20: go-live, handover to the IT team and training for store and area managers.</li>
</ol>

<h2>The result</h2>
<p>Daily figures by 7am, analysts freed from manual assembly, and a measurable fall in plant write-offs in the first spring. Ashgrove is now adding customer loyalty data to the same model.</p>

<p><em>This is an illustrative case study: Ashgrove Garden Centres is a fictional company, and the figures show typical results from projects of this kind rather than a specific client's data.</em></p>`,
    tags: ['Azure', 'Azure Data Factory', 'Power BI', 'Data Platform', 'Retail Analytics'],
    keywords: [
      'Azure data platform case study',
      'retail analytics Power BI',
      'Azure Data Factory retail',
      'daily trading reports',
      'garden centre data platform',
    ],
    metaTitle: 'Case Study: Azure Data Platform for Ashgrove',
    metaDescription:
      'How a 26-store garden centre chain used Azure Data Factory, Azure SQL and Power BI to deliver trading figures by 7am daily and cut live plant write-offs.',
    featuredImage: 'data-analytics',
    status: 'published',
    publishedDaysAgo: 55,
    views: 280,
  },
  {
    slug: 'kingsmere-college-power-pages-applications-portal',
    title: 'Kingsmere College Moves Course Applications Online with Power Pages',
    excerpt:
      'How a further education college replaced PDF application forms and retyping with a Power Pages portal, cutting the wait from application to interview from three weeks to four days.',
    clientName: 'Kingsmere College',
    clientIndustry: 'education',
    clientSize: 'medium',
    projectDuration: '14 weeks',
    projectBudget: '$70,000 – $85,000',
    challenge: [
      'Kingsmere College is a further education college with around 7,000 students and 550 staff across two campuses. It receives more than 5,000 applications a year for full-time courses and apprenticeships, most of them between January and the end of August.',
      'Applicants either downloaded a PDF form or used a basic web form that emailed the admissions team, who then retyped every application into the student records system. Supporting documents arrived as email attachments, which the data protection officer had flagged as a risk.',
      'Applicants had no way to check progress, so the admissions team spent much of the spring answering calls about application status, and interviews were arranged by phone. The average wait from application to an interview invitation was around three weeks.',
    ].join('\n\n'),
    solution: [
      'We built an applications portal on Power Pages with Dataverse behind it. Applicants create an account, complete a multi-step application that adapts to the course type, upload documents securely and track the status of each application. Table permissions ensure that applicants can only ever see their own records.',
      'The admissions team works in a model-driven app, with queues for each faculty and views for applications awaiting review, interview or decision. Applicants book their own interview slot from times published by each curriculum team.',
      'Power Automate sends status emails at each stage and passes accepted applications to the student records system through an overnight integration, removing the retyping. The portal was tested against WCAG 2.2 AA and load tested for the August results period.',
    ].join('\n\n'),
    results: [
      'In the first admissions cycle, 92% of applications were submitted through the portal, and the average time from application to interview invitation fell from three weeks to four days. Calls to admissions about application status fell by around 60%, and applications no longer need to be typed into the student records system by hand.',
    ].join('\n\n'),
    metrics: [
      { label: 'Faster time from application to interview', value: '81%' },
      { label: 'Applications submitted online', value: '92%' },
      { label: 'Fewer status calls to admissions', value: '60%' },
    ],
    testimonials: [
      {
        quote:
          'Applicants can see where they stand without phoning us, and my team spends its time talking to prospective students rather than retyping forms. This year was the calmest August we have had.',
        author: 'Joanne Fairweather',
        position: 'Head of Admissions',
      },
    ],
    content: `<p>Kingsmere College is a general further education college serving a large market town and the surrounding rural area, offering vocational courses, A levels and apprenticeships to around 7,000 students a year.</p>

<h2>The challenge</h2>
<p>Admissions at Kingsmere relied on goodwill and long hours. Every application was retyped, every interview was booked by phone, and applicants had no way to see what was happening to their application.</p>
<ul>
<li>More than 5,000 applications a year, concentrated into a few busy months.</li>
<li>Supporting documents sent by email, which the college wanted to stop for data protection reasons.</li>
<li>An average of three weeks between application and an interview invitation.</li>
<li>Admissions staff spending much of the spring answering status calls.</li>
</ul>

<h2>The solution</h2>
<h3>A portal built for applicants</h3>
<p>The Power Pages portal was designed with current students, who tested early versions on their phones. Applications adapt to the course type, save progress automatically and show a clear status at each stage.</p>
<h3>Security from the start</h3>
<p>Table permissions and web roles were designed before any page was built, so applicants see only their own data and documents never travel by email. We reviewed the configuration with the college's data protection officer before launch.</p>
<h3>A better working day for admissions</h3>
<p>A model-driven app gives the admissions team faculty queues, interview scheduling and decision tracking, while Power Automate handles status emails and the overnight transfer to the student records system.</p>

<h2>Delivery</h2>
<ol>
<li>Weeks 1-3: discovery with admissions, curriculum teams, IT and the data protection officer.</li>
<li>Weeks 4-10: build in two-week sprints, with student testing at the end of each.</li>
<li>Weeks 11-12: accessibility testing, load testing and integration testing.</li>
<li>Weeks 13-14: launch ahead of the January applications peak, with training for admissions and curriculum staff.</li>
</ol>

<h2>The outcome</h2>
<p>Most applications now arrive online, interviews are booked within days, and the admissions team has far fewer calls to answer. The college plans to add enrolment to the same portal next year.</p>

<p><em>This is an illustrative case study: Kingsmere College is a fictional organisation, and the figures show typical results from projects of this kind rather than a specific client's data.</em></p>`,
    tags: ['Power Pages', 'Dataverse', 'Power Automate', 'Security', 'Model-Driven Apps'],
    keywords: [
      'Power Pages case study',
      'college applications portal',
      'Power Pages education',
      'online admissions portal Dataverse',
    ],
    metaTitle: 'Case Study: Power Pages Portal for Kingsmere College',
    metaDescription:
      'How a further education college built a Power Pages applications portal on Dataverse, taking 92% of applications online and cutting time to interview by 81%.',
    featuredImage: 'enterprise-solutions',
    status: 'draft',
    publishedDaysAgo: 0,
    views: 0,
  },
];
