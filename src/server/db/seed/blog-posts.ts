/** The blog's categories, by id (names are shown by the app). */
export type SeedCategory =
  | 'dynamics-365'
  | 'power-platform'
  | 'canvas-apps'
  | 'power-automate'
  | 'power-pages'
  | 'case-studies'
  | 'pcf-controls';

/** The six stock illustrations a post may use as its featured image. */
export type StockImage =
  | 'ai-technology'
  | 'business-strategy'
  | 'crm-sales'
  | 'data-analytics'
  | 'digital-transformation'
  | 'enterprise-solutions';

export interface SeedPost {
  slug: string; // lowercase words joined by hyphens, unique
  title: string; // at most 90 characters
  excerpt: string; // 1-2 sentences, 120-200 characters
  /** The article as HTML: only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <a href>, <blockquote>, <code>, <pre>, <table>/<thead>/<tbody>/<tr>/<th>/<td>. No <h1>, no images, no classes or styles, no inline scripts. */
  content: string;
  category: SeedCategory;
  tags: string[]; // 3-5 short tags, e.g. 'Dynamics 365 Sales'
  keywords: string[]; // 3-6 SEO keyword phrases
  metaTitle: string; // at most 60 characters
  metaDescription: string; // 120-160 characters
  readTime: number; // minutes: word count / 200, rounded up
  featuredImage: StockImage;
  authorName: string;
  authorBio: string; // one sentence
  status: 'published' | 'draft';
  /** Days before the seed runs that the post was published (drafts: 0). */
  publishedDaysAgo: number;
  /** Demo counters, so the list's Most Popular and Most Liked sorts differ. */
  views: number;
  likes: number;
}

/** The fictional team members who write the seeded articles. */
const AUTHORS = {
  priya: {
    authorName: 'Priya Raman',
    authorBio:
      'Priya Raman is a principal Dynamics 365 consultant who has led CRM and customer service implementations for mid-sized organisations for over twelve years.',
  },
  tom: {
    authorName: 'Tom Whitaker',
    authorBio:
      'Tom Whitaker is a Power Platform solution architect with ten years of experience designing apps, automations and governance models for growing businesses.',
  },
  elena: {
    authorName: 'Elena Novak',
    authorBio:
      'Elena Novak is a senior developer specialising in Power Apps, Power Pages and PCF controls, with nine years of hands-on work across the Microsoft stack.',
  },
  james: {
    authorName: 'James Okafor',
    authorBio:
      'James Okafor is our client services director and has spent fifteen years helping finance and operations teams get real value from business software.',
  },
} as const;

export const SEED_POSTS: SeedPost[] = [
  {
    slug: 'dynamics-365-sales-professional-or-enterprise',
    title: 'Dynamics 365 Sales Professional or Enterprise: How to Choose the Right Licence',
    excerpt:
      'Sales Professional or Sales Enterprise? A practical guide to the differences that matter, the questions to ask and the licensing details that catch organisations out.',
    content: `<p>Most small and medium organisations that shortlist Dynamics 365 Sales reach the same question within the first meeting: do we need Sales Professional or Sales Enterprise? The difference in licence cost is easy to see on Microsoft's price list, but the difference in what your team can actually do day to day is less obvious. Choosing the cheaper option and outgrowing it within a year is expensive, and paying for capabilities nobody uses is simply wasteful. This article sets out how we help clients make the decision.</p>

<h2>What the two licences have in common</h2>
<p>Both editions run on Microsoft Dataverse and share the same core sales model, so the everyday experience for a salesperson is very similar. Whichever you choose, your team gets:</p>
<ul>
<li>Account, contact and lead management with a full activity timeline</li>
<li>Opportunity management with a guided sales process</li>
<li>Products, price lists, quotes and orders</li>
<li>Integration with Outlook and Microsoft Teams</li>
<li>Standard dashboards, views and export to Excel</li>
</ul>
<p>For a sales team of ten to thirty people with a straightforward pipeline, this core is often everything that is needed in the first year.</p>

<h2>Where Sales Enterprise pulls ahead</h2>
<p>Sales Enterprise is aimed at organisations with more complex selling or more ambitious plans for the platform. Microsoft adjusts feature lists between releases, so always confirm the detail against the current licensing guide, but the differences that matter most in practice tend to be the following.</p>
<h3>Customisation rights</h3>
<p>Sales Professional carries licensing restrictions on how far you can extend it, including a limit on the number of custom tables. If you expect Dynamics 365 to become the home for contracts, projects, service agreements or other business-specific data, those limits can arrive sooner than expected. Sales Enterprise gives you far more room to model your own processes.</p>
<h3>Forecasting, territories and sales acceleration</h3>
<p>Enterprise adds more advanced forecasting, territory management and tools such as the sales accelerator, which lets managers define sequences of activities for sellers to follow. If your sales managers spend hours each month building forecasts in spreadsheets, these features can pay for the difference on their own.</p>
<h3>Growth across teams</h3>
<p>When marketing, customer service or field teams are likely to join the same environment later, Enterprise usually provides a smoother path, because the data model you build now will not need to be squeezed back inside Professional's limits.</p>

<h2>Questions to ask before you decide</h2>
<ol>
<li>How many sales processes do you run? One linear pipeline suits Professional; several product lines with different stages point towards Enterprise.</li>
<li>What data, beyond accounts and opportunities, do you want to hold in the CRM over the next two to three years?</li>
<li>Do managers need structured forecasting, or is a pipeline view by stage enough?</li>
<li>Are territories, regions or complex team structures part of how you sell?</li>
<li>Who will maintain the system, and how much change do you expect after go-live?</li>
</ol>

<h2>Licensing points that catch people out</h2>
<ul>
<li><strong>Prices change.</strong> Check Microsoft's current Dynamics 365 pricing pages and licensing guide rather than relying on a comparison someone made last year.</li>
<li><strong>Not everyone needs a full licence.</strong> Users who only view records and make light updates may be covered by a Team Members licence, but its usage rights are narrow, so check them carefully.</li>
<li><strong>Mixing editions has rules.</strong> If you plan to give some users Professional and others Enterprise, read the guidance on mixing licences before you buy.</li>
<li><strong>Upgrading is a project.</strong> Moving from Professional to Enterprise later keeps your data, but the new capabilities still need design, configuration and training.</li>
</ul>

<h2>A practical checklist</h2>
<ol>
<li>List your sales processes and the data each one needs.</li>
<li>Mark which requirements are essential for go-live and which are for year two.</li>
<li>Check each essential requirement against the current licensing guide.</li>
<li>Estimate custom tables and integrations honestly, then add a margin.</li>
<li>Price both options over three years, including implementation and support.</li>
</ol>
<p>If your needs are modest and stable, Sales Professional is a sensible, cost-effective start. If the CRM is meant to become the backbone of how you work with customers, Enterprise is usually the safer investment. Our <a href="/dynamics-365-implementation">Dynamics 365 implementation team</a> can run this assessment with you in a short workshop, or you can <a href="/contact">get in touch</a> to talk through your situation.</p>`,
    category: 'dynamics-365',
    tags: ['Dynamics 365 Sales', 'Licensing', 'CRM'],
    keywords: [
      'Dynamics 365 Sales Professional vs Enterprise',
      'Dynamics 365 Sales licence',
      'choosing a CRM licence',
      'Dynamics 365 for SMEs',
    ],
    metaTitle: 'Dynamics 365 Sales Professional vs Enterprise',
    metaDescription:
      'Compare Dynamics 365 Sales Professional and Enterprise on features, customisation and growth, with a practical checklist for choosing the right licence.',
    readTime: 4,
    featuredImage: 'crm-sales',
    ...AUTHORS.priya,
    status: 'published',
    publishedDaysAgo: 12,
    views: 2140,
    likes: 64,
  },
  {
    slug: '90-day-dynamics-365-crm-implementation-plan',
    title: 'A 90-Day Plan for Implementing Dynamics 365 CRM in a Mid-Sized Business',
    excerpt:
      'Ninety days is enough for a first Dynamics 365 CRM release that people actually use. Here is how we structure discovery, build, testing and go-live week by week.',
    content: `<p>Ninety days is a realistic timescale for the first release of Dynamics 365 Sales or Customer Service in an organisation of 20 to 500 people, provided the scope is controlled. The goal is not to deliver every idea anyone has ever had for the CRM. It is to put a working system in front of users, with clean data and clear processes, and then improve it in planned releases. This is the plan we use as a starting point, adjusted to each client.</p>

<h2>Before day one: agree what done looks like</h2>
<p>Most CRM projects that overrun were never given a clear finish line. Before the clock starts, make sure you have:</p>
<ul>
<li><strong>A named sponsor</strong> with the authority to make decisions within days, not weeks.</li>
<li><strong>A scope list</strong> split into must-have for go-live and later releases.</li>
<li><strong>Three to five success measures</strong>, such as pipeline visible in one place, quotes produced from the system or every case logged with a category.</li>
<li><strong>Named people from the business</strong> who can give two or three days a fortnight to workshops and testing.</li>
</ul>

<h2>Days 1-30: discovery and design</h2>
<h3>Process workshops</h3>
<p>Run short, focused workshops per process: lead to opportunity, quote to order, case handling. Map how the work happens today, including the spreadsheets and email folders nobody likes to mention. Agree the future process in plain language before anyone opens the configuration screens.</p>
<h3>Data and integrations</h3>
<p>Identify every source of data that needs to move and every system that needs to connect, such as your finance system, website forms or Outlook. Decide early what will be migrated; history older than a few years is often better archived than imported.</p>
<p>By day 30 you should have a signed-off solution design, a data migration plan and a prioritised backlog.</p>

<h2>Days 31-60: build in short iterations</h2>
<p>We build in two-week sprints and show working software at the end of each one. Seeing real screens with their own data is when users start to give useful feedback, so do not wait for a big reveal.</p>
<ul>
<li>Favour standard configuration, business rules and Power Automate over custom code.</li>
<li>Build security roles and business units early, not in the last week.</li>
<li>Load a sample of real, cleaned data into the test environment from the first sprint.</li>
<li>Keep a visible list of changes requested during demos and decide quickly which belong to this release.</li>
</ul>

<h2>Days 61-90: test, migrate, train and go live</h2>
<p>The last month is where projects are won or lost. User acceptance testing should use realistic scenarios written by the business, not scripts written by the implementer. Rehearse the data migration at least twice, timing each run, so the cutover weekend holds no surprises.</p>
<p>Train people in their roles, using their own records, no more than a week or two before go-live. Then plan at least two weeks of hypercare, with daily check-ins and a fast route for questions and fixes.</p>

<h2>Milestone checklist</h2>
<table>
<thead>
<tr><th>Milestone</th><th>What should be in place</th></tr>
</thead>
<tbody>
<tr><td>Day 0</td><td>Sponsor, scope list, success measures, business team named</td></tr>
<tr><td>Day 30</td><td>Solution design, migration plan, prioritised backlog</td></tr>
<tr><td>Day 60</td><td>Core processes built and demonstrated, security configured</td></tr>
<tr><td>Day 80</td><td>Testing signed off, migration rehearsed twice, users trained</td></tr>
<tr><td>Day 90</td><td>Live system, hypercare running, next release planned</td></tr>
</tbody>
</table>
<p>A 90-day plan works because it forces decisions. Two companion articles go deeper into the riskiest parts: <a href="/blog/moving-from-spreadsheets-to-dynamics-365">moving your data out of spreadsheets</a> and <a href="/blog/user-adoption-after-dynamics-365-go-live">keeping adoption high after go-live</a>. When you are ready to plan your own project, our <a href="/dynamics-365-implementation">Dynamics 365 implementation service</a> starts with exactly this kind of roadmap.</p>`,
    category: 'dynamics-365',
    tags: ['Dynamics 365', 'Implementation', 'Project Planning', 'CRM'],
    keywords: [
      'Dynamics 365 implementation plan',
      'CRM implementation timeline',
      '90-day CRM rollout',
      'Dynamics 365 go-live',
    ],
    metaTitle: 'A 90-Day Dynamics 365 CRM Implementation Plan',
    metaDescription:
      'A week-by-week 90-day plan for implementing Dynamics 365 CRM in a mid-sized business: discovery, design, build sprints, testing, migration and go-live.',
    readTime: 3,
    featuredImage: 'business-strategy',
    ...AUTHORS.priya,
    status: 'published',
    publishedDaysAgo: 41,
    views: 4620,
    likes: 97,
  },
  {
    slug: 'moving-from-spreadsheets-to-dynamics-365',
    title: 'Moving from Spreadsheets to Dynamics 365: A Practical Data Migration Guide',
    excerpt:
      'Your customer data lives in a dozen spreadsheets. Here is how to audit, clean, map and load it into Dynamics 365 without importing years of duplicates and guesswork.',
    content: `<p>Almost every organisation we work with arrives at Dynamics 365 with its customer information spread across spreadsheets: a master client list, a pipeline tracker per salesperson, a renewals sheet in finance and several exports from old systems. Moving that data is rarely difficult technically. What makes it hard is that each spreadsheet tells a slightly different version of the truth. This guide explains how to get from there to a CRM people can trust on day one.</p>

<h2>Start with an honest inventory</h2>
<p>Before anyone writes a mapping document, list every file that holds customer, contact or sales data. For each one, record who owns it, how often it is updated, how many rows it holds and what decisions are made from it. You will usually find that two or three files hold most of the value and the rest are copies or snapshots that can be retired.</p>
<p>Ask each owner one blunt question: if this file disappeared tomorrow, what would you lose? The answers tell you which columns really matter.</p>

<h2>Clean before you move</h2>
<p>Importing dirty data into a new system only moves the problem somewhere more expensive. Cleaning in Excel or Power Query before migration is quicker than fixing records one by one afterwards.</p>
<ul>
<li><strong>Remove duplicates</strong> by matching on company name, postcode, email domain and phone number, and agree which version wins.</li>
<li><strong>Standardise values</strong> such as country names, industry labels and account status, so they fit a fixed list.</li>
<li><strong>Assign an owner</strong> to every account; records without an owner are records nobody will update.</li>
<li><strong>Set a cut-off</strong> for history. Closed opportunities from eight years ago rarely justify the effort of migrating them.</li>
</ul>

<h2>Map your columns to the Dynamics 365 data model</h2>
<h3>Accounts, contacts and their relationships</h3>
<p>Spreadsheets often mix company and person details on the same row. In Dynamics 365 these become separate account and contact records, linked together, with one contact marked as the primary contact. Split them before import and give each account a unique reference you can use to link the contacts.</p>
<h3>Choice columns and lookups</h3>
<p>Free-text columns such as "Type" or "Source" should become choice columns with a controlled list of values. Columns that refer to another record, such as a parent company or an account manager, become lookups, and the referenced records must exist before the rows that point to them are loaded.</p>

<h2>Choose the right import tool</h2>
<p>Dynamics 365 offers several routes, and the right one depends on volume and how often you will repeat the load:</p>
<ul>
<li><strong>Import from Excel or CSV</strong> through the built-in data import wizard suits small, one-off loads of a few thousand rows.</li>
<li><strong>Dataflows</strong> use Power Query to transform and load data, and are ideal when you need to rerun the same migration several times during testing.</li>
<li><strong>Dedicated integration tools</strong> such as Azure Data Factory or established third-party connectors are worth considering for large volumes or complex transformations.</li>
</ul>
<p>Whichever you use, define alternate keys on your main tables, such as an account reference, so that reruns update existing records instead of creating duplicates.</p>

<h2>Step-by-step load order</h2>
<ol>
<li>Load reference data: users, teams, currencies, products and choice values.</li>
<li>Load accounts, then parent account links in a second pass.</li>
<li>Load contacts and link them to their accounts.</li>
<li>Load open opportunities, quotes or cases.</li>
<li>Load a limited history of activities or notes, if agreed.</li>
<li>Run validation: record counts, spot checks by owners and a review of key reports.</li>
</ol>
<p>Rehearse the whole sequence in a test environment at least twice before the real cutover, and ask the people who owned the spreadsheets to sign off the result. If you would like help planning a migration, our <a href="/dynamics-365-implementation">Dynamics 365 implementation team</a> has moved data from hundreds of spreadsheets, and you can <a href="/contact">contact us</a> for an initial review.</p>`,
    category: 'dynamics-365',
    tags: ['Dynamics 365', 'Data Migration', 'Dataverse', 'Excel'],
    keywords: [
      'migrate spreadsheets to Dynamics 365',
      'Dynamics 365 data migration',
      'CRM data cleansing',
      'Dataverse import',
      'Excel to CRM',
    ],
    metaTitle: 'Moving from Spreadsheets to Dynamics 365',
    metaDescription:
      'How to audit, clean, map and load spreadsheet data into Dynamics 365: deduplication, the data model, import tools and a safe step-by-step load order.',
    readTime: 4,
    featuredImage: 'data-analytics',
    ...AUTHORS.james,
    status: 'published',
    publishedDaysAgo: 67,
    views: 3380,
    likes: 158,
  },
  {
    slug: 'dynamics-365-customer-service-case-routing',
    title: 'Getting Case Routing Right in Dynamics 365 Customer Service',
    excerpt:
      'Cases landing in the wrong queue cost time and goodwill. How to design queues, classification rules and assignment in Dynamics 365 Customer Service that still work in a year.',
    content: `<p>When a customer raises a case, the first few minutes decide a lot. If it lands with the right person, it is often resolved at first contact. If it sits in a general inbox or bounces between teams, the customer notices. Dynamics 365 Customer Service gives you powerful routing tools, but they work best when the design reflects how your service team actually operates. This article walks through the decisions that matter.</p>

<h2>Basic routing rules or unified routing?</h2>
<p>Dynamics 365 Customer Service offers two approaches. Basic routing rule sets move a case into a queue based on simple conditions, such as the product or the customer's service level. They are easy to understand, but someone still has to pick cases from the queue.</p>
<p>Unified routing goes further. It can classify incoming cases, route them to the right queue and then assign them to an individual agent, based on availability, capacity and skills. Microsoft is focusing its investment on unified routing, so for new implementations it is usually the better long-term choice, even if you start with a simple configuration.</p>

<h2>Design queues around how your team works</h2>
<p>A common mistake is to create a queue for every product or every customer type. Too many queues dilute attention and make reporting harder. A better starting point is to ask who can resolve what:</p>
<ul>
<li>Group work by the skills needed to resolve it, not by the channel it arrived through.</li>
<li>Keep a separate queue for priority customers only if they genuinely receive a different service.</li>
<li>Create an overflow or triage queue for cases that do not match any rule, and monitor it daily.</li>
<li>Give every queue an owner who is responsible for its health.</li>
</ul>

<h2>Classification and assignment</h2>
<h3>Classification rules</h3>
<p>Classification rules enrich a case before it is routed, for example by setting its priority from the customer's entitlement or tagging it with the skills it needs. Keep these rules few and well documented; a long chain of overlapping conditions becomes impossible to troubleshoot.</p>
<h3>Assignment methods</h3>
<p>Unified routing can assign work in several ways, including highest capacity and round robin, or through custom assignment rules that you define. Highest capacity suits teams where agents handle several cases at once; round robin spreads work evenly where cases are similar in size.</p>
<h3>Skills and capacity</h3>
<p>Skill-based routing matches the skills a case needs with the skills recorded against each agent. Capacity profiles limit how much work an agent receives at once. Both are powerful, but they depend on accurate data, so agree who maintains agent skills and review them when people join, leave or change roles.</p>

<h2>Steps to a routing design that lasts</h2>
<ol>
<li>Analyse three months of historical cases by type, product and resolving team.</li>
<li>Define queues based on resolution skills, with one owner each.</li>
<li>Write routing and classification rules in plain language first, then configure them.</li>
<li>Decide the assignment method per queue and set realistic capacity limits.</li>
<li>Test with real historical cases and compare the outcome with what actually happened.</li>
<li>Review queue volumes, wait times and reassignments monthly, and adjust rules deliberately.</li>
</ol>
<p>Good routing is invisible to customers: their case simply reaches someone who can help. If your current setup relies on a supervisor dragging cases between queues, it is worth revisiting. Our <a href="/dynamics-365-implementation">Dynamics 365 specialists</a> can review your routing design, and our <a href="/support">support team</a> can help you keep it tuned after go-live.</p>`,
    category: 'dynamics-365',
    tags: ['Dynamics 365 Customer Service', 'Case Management', 'Unified Routing'],
    keywords: [
      'Dynamics 365 case routing',
      'unified routing Customer Service',
      'skill-based routing Dynamics 365',
      'Customer Service queues',
    ],
    metaTitle: 'Case Routing in Dynamics 365 Customer Service',
    metaDescription:
      'Design queues, classification rules and assignment methods in Dynamics 365 Customer Service, with unified routing, skills and capacity done properly.',
    readTime: 3,
    featuredImage: 'enterprise-solutions',
    ...AUTHORS.priya,
    status: 'published',
    publishedDaysAgo: 95,
    views: 1270,
    likes: 38,
  },
  {
    slug: 'business-central-vs-dynamics-365-finance-for-smes',
    title: 'Business Central or Dynamics 365 Finance: Which ERP Fits an SME?',
    excerpt:
      'Both are Microsoft ERP systems, but they are built for very different organisations. How finance directors can tell whether Business Central or Finance is the right fit.',
    content: `<p>Finance directors replacing an ageing accounts package often find two Microsoft products on their shortlist: Dynamics 365 Business Central and Dynamics 365 Finance. The names suggest they do the same job at different sizes, and to a degree that is true. But the gap between them is about more than scale. It affects implementation time, cost, the skills you need in house and how the system copes as your business changes. Here is how we help clients choose.</p>

<h2>Two products, two audiences</h2>
<p><strong>Business Central</strong> is Microsoft's all-in-one business management system for small and medium organisations. It covers finance, sales, purchasing, inventory and projects in a single application, with manufacturing and service management available in the Premium edition. It is designed to be implemented in weeks or a few months, not years.</p>
<p><strong>Dynamics 365 Finance</strong> is aimed at larger and more complex organisations, typically with many legal entities, several countries and demanding requirements for consolidation, budgeting and compliance. It is often paired with Dynamics 365 Supply Chain Management and implemented as a substantial programme.</p>

<h2>Where Business Central is the natural fit</h2>
<p>For most organisations of 20 to 500 people, Business Central is the sensible default. It tends to fit well when:</p>
<ul>
<li>You run one or a handful of companies, possibly with intercompany transactions.</li>
<li>Your processes are broadly standard for your industry, with some specific needs.</li>
<li>You want a finance team member, not a dedicated IT team, to manage day-to-day configuration.</li>
<li>You value a large ecosystem of add-on apps from AppSource for specialist requirements.</li>
</ul>
<p>The choice between the Essentials and Premium editions usually comes down to whether you need manufacturing or service management. Team Members licences can cover staff who only need to view data, approve documents or make limited updates.</p>

<h2>When Finance becomes the better choice</h2>
<p>Finance earns its higher cost and complexity when the organisation itself is complex. Signs that you may need it include:</p>
<ul>
<li>Many legal entities across several countries, with local tax and statutory reporting.</li>
<li>Sophisticated budgeting, cost allocation or consolidation requirements.</li>
<li>Very high transaction volumes or complex supply chains.</li>
<li>A roadmap of acquisitions that will add entities and processes quickly.</li>
</ul>
<p>Finance also has different licensing terms, including minimum purchase requirements, and implementation partners and in-house skills cost more. Check Microsoft's current pricing pages and licensing guide, because prices and terms change.</p>

<h2>Comparing the practicalities</h2>
<table>
<thead>
<tr><th>Area</th><th>Business Central</th><th>Dynamics 365 Finance</th></tr>
</thead>
<tbody>
<tr><td>Typical organisation</td><td>Small and medium, one or a few entities</td><td>Larger, multi-entity, often international</td></tr>
<tr><td>Scope</td><td>Finance, sales, purchasing, inventory, projects in one app</td><td>Deep financial management, usually alongside other Dynamics 365 apps</td></tr>
<tr><td>Implementation</td><td>Weeks to a few months</td><td>Often many months, run as a programme</td></tr>
<tr><td>Day-to-day ownership</td><td>Finance team with partner support</td><td>Dedicated internal team plus partner</td></tr>
</tbody>
</table>

<h2>Questions for your shortlist</h2>
<ol>
<li>How many legal entities and countries will you operate in three years from now?</li>
<li>Which of your processes are genuinely unusual, and could an AppSource app cover them?</li>
<li>Who will own the system internally, and how much time can they give it?</li>
<li>What is your realistic budget for implementation and ongoing support, not just licences?</li>
<li>Have you seen each product demonstrated with your own scenarios, rather than a generic demo?</li>
</ol>
<p>In our experience, many SMEs are drawn to Finance by its reputation and then find that Business Central meets their needs at a fraction of the effort. The right answer depends on your structure and ambitions, not on headcount alone. Our <a href="/consulting-services">consulting team</a> can run an independent fit assessment, and you can <a href="/contact">contact us</a> to arrange one.</p>`,
    category: 'dynamics-365',
    tags: ['Business Central', 'Dynamics 365 Finance', 'ERP', 'Finance Teams'],
    keywords: [
      'Business Central vs Dynamics 365 Finance',
      'ERP for SMEs',
      'Microsoft ERP comparison',
      'Dynamics 365 Business Central',
    ],
    metaTitle: 'Business Central vs Dynamics 365 Finance for SMEs',
    metaDescription:
      'Business Central or Dynamics 365 Finance? A clear comparison of scope, complexity and implementation effort to help SME finance directors choose an ERP.',
    readTime: 3,
    featuredImage: 'enterprise-solutions',
    ...AUTHORS.james,
    status: 'published',
    publishedDaysAgo: 130,
    views: 4780,
    likes: 121,
  },
  {
    slug: 'user-adoption-after-dynamics-365-go-live',
    title: 'User Adoption After Go-Live: Keeping Your Dynamics 365 Investment Alive',
    excerpt:
      'Go-live is the start, not the finish. Practical ways to stop users drifting back to spreadsheets in the weeks after your Dynamics 365 launch, and how to measure success.',
    content: `<p>The weeks after a Dynamics 365 go-live follow a familiar pattern. Everyone logs in during the first few days, usage stays reasonable while the project team is visible, and then, somewhere around week three, people start drifting back to their spreadsheets and inboxes. Six months later, the CRM holds half the picture and leadership wonders why they bought it. None of this is inevitable. Adoption can be planned and managed like any other part of the project.</p>

<h2>Why adoption drops after the first few weeks</h2>
<p>The causes are rarely technical. In our experience, usage falls away for a handful of predictable reasons:</p>
<ul>
<li>The old way of working is still available, so there is no reason to change.</li>
<li>Users enter data but get nothing back from the system in return.</li>
<li>Small annoyances, such as an unnecessary required field, are never fixed.</li>
<li>Managers still ask for updates by email or in meetings instead of looking at the CRM.</li>
</ul>

<h2>Make the system the only source of truth</h2>
<p>The single most effective step is to retire the alternatives. Set a date after which the old pipeline spreadsheet becomes read-only, and stick to it. Just as importantly, managers must run their meetings from Dynamics 365 dashboards and views. When a sales director reviews the pipeline on screen, every salesperson quickly learns that an opportunity missing from the system does not exist.</p>
<p>Make sure users get value back as well. A view that shows each person their own overdue activities, or a dashboard that saves them preparing a weekly report, turns data entry into something that helps them.</p>

<h2>Build a champions network</h2>
<p>Champions are respected users in each team who get a little extra training and a direct line to the system owner. They answer quick questions, spot problems early and show colleagues shortcuts. Choose people others already turn to for help, not simply whoever has spare time, and give them a short fortnightly session to share feedback and learn about upcoming changes.</p>

<h2>Measure usage and act on it</h2>
<h3>What to measure</h3>
<p>Pick a small number of measures that reflect real use rather than logins alone:</p>
<ul>
<li>Active users per week, by team.</li>
<li>New opportunities, cases or activities recorded per user.</li>
<li>Records updated in the last 30 days as a share of open records.</li>
<li>Data quality indicators, such as opportunities without a close date.</li>
</ul>
<h3>Acting on the numbers</h3>
<p>Share the figures openly with team leaders each month. Low numbers are a prompt for a conversation, not a reprimand: often the cause is a missing feature or a confusing screen that can be fixed in days.</p>

<h2>A 60-day post-go-live checklist</h2>
<ol>
<li>Week 1: daily check-ins with champions and a visible log of issues raised.</li>
<li>Week 2: fix the top five usability complaints and tell users you have done so.</li>
<li>Week 3: make legacy spreadsheets read-only.</li>
<li>Week 4: run short refresher sessions focused on the tasks people find hardest.</li>
<li>Week 6: review usage measures with each team leader.</li>
<li>Week 8: agree the content and date of the next release.</li>
</ol>
<p>Adoption is not a training course delivered once; it is a habit built over months. Our <a href="/professional-training">professional training</a> programmes include role-based refresher sessions and champion coaching, and our <a href="/support">support service</a> can take care of the small fixes that keep users on side.</p>`,
    category: 'dynamics-365',
    tags: ['Dynamics 365', 'User Adoption', 'Change Management', 'Training'],
    keywords: [
      'Dynamics 365 user adoption',
      'CRM adoption after go-live',
      'change management CRM',
      'CRM champions network',
    ],
    metaTitle: 'Dynamics 365 User Adoption After Go-Live',
    metaDescription:
      'Stop users drifting back to spreadsheets after your Dynamics 365 launch: retire old tools, build champions, measure usage and follow a 60-day checklist.',
    readTime: 3,
    featuredImage: 'digital-transformation',
    ...AUTHORS.james,
    status: 'published',
    publishedDaysAgo: 23,
    views: 890,
    likes: 45,
  },
  {
    slug: 'power-platform-environment-strategy-and-governance',
    title: 'Power Platform Environment Strategy and Governance for Growing Organisations',
    excerpt:
      'Dozens of apps and flows in the default environment is a risk waiting to happen. A simple environment model and governance routine that suits organisations of 20-500 people.',
    content: `<p>Power Platform spreads quickly once people discover it. A team builds a leave request app, someone automates invoice approvals, and within a year there are dozens of apps and flows, most of them in the default environment and many owned by people who have since changed roles. Governance is not about stopping that enthusiasm. It is about giving it a safe structure, so that the apps the business relies on are properly managed and personal experiments stay personal.</p>

<h2>Why the default environment is not enough</h2>
<p>Every tenant has a default environment, and every licensed user can create apps and flows in it. That makes it ideal for personal productivity, but a poor home for business-critical solutions:</p>
<ul>
<li>You cannot restrict who builds there in the way you can for other environments.</li>
<li>Apps and flows sit alongside hundreds of personal experiments, making them hard to find and support.</li>
<li>There is no separation between development, testing and live use.</li>
</ul>
<p>Many organisations follow Microsoft's guidance and rename it to something like "Personal Productivity", which sets expectations clearly.</p>

<h2>A simple environment model</h2>
<p>You do not need a complex structure. For most organisations of 20 to 500 people, three layers are enough.</p>
<h3>Personal productivity</h3>
<p>The default environment, with a restrictive data policy. Anyone can build here, but only with connectors suitable for personal use, and nothing in it is treated as supported.</p>
<h3>Developer environments</h3>
<p>Individual sandboxes where makers and developers build and experiment without affecting anyone else. Decide whether users may create their own, or whether IT creates them on request.</p>
<h3>Development, test and production per solution area</h3>
<p>When an app becomes important to a team, it moves into a managed set of environments, such as Finance Dev, Finance Test and Finance Production. Changes are packaged as solutions and promoted through pipelines, so production is never edited directly.</p>

<h2>Data policies that protect without blocking</h2>
<p>Data loss prevention policies, now usually called data policies, group connectors into business, non-business and blocked. An app or flow cannot combine business and non-business connectors, which stops company data being copied into personal services by accident.</p>
<ul>
<li>Apply a tenant-wide baseline policy that blocks connectors you never want used.</li>
<li>Use stricter policies in the default environment and more permissive ones in managed production environments.</li>
<li>Review where new connectors land by default, so they do not appear in the business group unnoticed.</li>
</ul>

<h2>Managed Environments and ongoing monitoring</h2>
<p>Managed Environments add governance features such as limits on sharing, usage insights sent to administrators and the ability to enforce solution checks before deployment. They are included with standalone Power Platform and Dynamics 365 licences, so check that the people using those environments are covered. Pair them with Microsoft's Center of Excellence Starter Kit, or the inventory views in the Power Platform admin center, to see who owns what and which resources have become orphaned.</p>

<h2>A governance checklist to start with</h2>
<ol>
<li>Restrict who can create production and trial environments to administrators.</li>
<li>Rename the default environment and apply a restrictive data policy to it.</li>
<li>Define your environment naming convention and request process.</li>
<li>Create managed development, test and production environments for critical solutions.</li>
<li>Assign every production app and flow a business owner and a technical owner.</li>
<li>Review inventory, orphaned resources and policy exceptions quarterly.</li>
</ol>
<p>Governance works best when it is introduced early and kept proportionate. Licensing affects several of these choices, so read our <a href="/blog/power-platform-licensing-basics">Power Platform licensing basics</a> alongside this article. If you would like help designing an environment strategy, our <a href="/power-platform-development">Power Platform team</a> can set it up with you in a few days.</p>`,
    category: 'power-platform',
    tags: ['Power Platform', 'Governance', 'Environments', 'Data Policies'],
    keywords: [
      'Power Platform governance',
      'Power Platform environment strategy',
      'data loss prevention policies',
      'Managed Environments',
      'default environment',
    ],
    metaTitle: 'Power Platform Environment Strategy and Governance',
    metaDescription:
      'A practical Power Platform environment strategy for growing organisations: the default environment, dev-test-production, data policies and a checklist.',
    readTime: 3,
    featuredImage: 'enterprise-solutions',
    ...AUTHORS.tom,
    status: 'published',
    publishedDaysAgo: 54,
    views: 2410,
    likes: 71,
  },
  {
    slug: 'power-platform-licensing-basics',
    title: 'Power Platform Licensing Basics: What Small and Medium Organisations Need to Know',
    excerpt:
      'Which Power Apps and Power Automate features are already in Microsoft 365, when premium licences apply and how to estimate costs before you build, explained plainly.',
    content: `<p>Power Platform licensing has a reputation for being confusing, and that reputation is partly deserved. Plans have been renamed, new options have appeared and the rules depend on how an app is built as much as on who uses it. Yet the underlying logic is straightforward once you know which questions to ask. This article explains the basics so you can estimate costs before a project starts, rather than discovering them when an app is ready to launch. Microsoft changes prices and plan details regularly, so always confirm specifics on its current pricing pages and licensing guide.</p>

<h2>What Microsoft 365 already gives you</h2>
<p>Most Microsoft 365 business and enterprise plans include rights to use Power Apps and Power Automate with standard connectors. In practice, that covers a lot:</p>
<ul>
<li>Apps and flows that use SharePoint, Outlook, Teams, OneDrive and Excel.</li>
<li>Approval flows and notifications built on those services.</li>
<li>Dataverse for Teams, a lighter version of Dataverse that lives inside a Teams team.</li>
</ul>
<p>Many useful first projects, such as a holiday request app on SharePoint or an approval flow for purchase requests, need no additional licences at all.</p>

<h2>When premium licences apply</h2>
<p>Premium licences are needed when an app or flow uses premium capabilities. The most common triggers are Dataverse, premium connectors such as SQL Server or Salesforce, custom connectors to your own APIs and the on-premises data gateway.</p>
<h3>Power Apps</h3>
<p>Power Apps Premium licenses a user to run any number of apps. The per-app plan licenses a user for a single app, which suits organisations with one or two targeted solutions. There is also a pay-as-you-go option billed through an Azure subscription, charging for each active user of an app in a month, which works well when usage is occasional or hard to predict.</p>
<h3>Power Automate</h3>
<p>Power Automate Premium licenses an individual user for premium cloud flows and desktop automation. Flows that serve many people, or run unattended robotic process automation, can instead be licensed per flow with the Process licence. Flows that run in the context of a licensed Power Apps app are generally covered by that app's licence.</p>
<h3>Power Pages and Copilot Studio</h3>
<p>Power Pages websites are licensed by capacity, based on the number of authenticated and anonymous users per website per month. Copilot Studio is also licensed on capacity rather than per user. Both have pay-as-you-go alternatives.</p>

<h2>Capacity: the part people forget</h2>
<p>Dataverse storage is measured separately as database, file and log capacity. Your tenant receives a pool of capacity that grows with the licences you hold, and you can buy more if you run short. Attachments, audit logs and large data volumes consume it faster than most people expect. There are also limits on the number of platform requests each licence allows per day, which matter for busy integrations.</p>
<p>If you also run Dynamics 365, remember that Dynamics 365 licences include rights to use Power Apps within the context of the Dynamics 365 application, which can remove the need for separate licences for closely related apps.</p>

<h2>How to estimate before you build</h2>
<ol>
<li>List each planned app and flow, and the connectors and data sources it uses.</li>
<li>Mark anything using Dataverse, premium or custom connectors, or the gateway.</li>
<li>Count the users of each premium solution and how often they use it.</li>
<li>Compare per-user, per-app and pay-as-you-go costs for that usage pattern.</li>
<li>Estimate Dataverse storage growth for the first two years.</li>
<li>Check your plan against the current licensing guide, or ask a partner to review it.</li>
</ol>
<p>A short licensing review at the design stage often saves more than it costs, because small choices, such as where data is stored, can move a solution between standard and premium. Our <a href="/power-platform-development">Power Platform specialists</a> include a licensing assessment in every design, and you can compare our engagement options on the <a href="/pricing">pricing page</a>.</p>`,
    category: 'power-platform',
    tags: ['Power Platform', 'Licensing', 'Power Apps', 'Power Automate'],
    keywords: [
      'Power Platform licensing',
      'Power Apps licensing explained',
      'Power Automate premium licence',
      'Microsoft 365 Power Apps rights',
      'Dataverse capacity',
    ],
    metaTitle: 'Power Platform Licensing Basics for SMEs',
    metaDescription:
      'Power Platform licensing explained for SMEs: what Microsoft 365 includes, when premium licences apply, Dataverse capacity and how to estimate costs early.',
    readTime: 4,
    featuredImage: 'business-strategy',
    ...AUTHORS.tom,
    status: 'published',
    publishedDaysAgo: 160,
    views: 3950,
    likes: 83,
  },
  {
    slug: 'offline-field-inspection-canvas-app-patterns',
    title: 'Designing an Offline Field Inspection App in Power Apps',
    excerpt:
      'Inspectors work in basements, plant rooms and rural sites with no signal. Proven patterns for building a canvas app that keeps working offline and syncs cleanly later.',
    content: `<p>Field inspection is one of the most valuable uses of Power Apps canvas apps. Engineers and inspectors replace paper forms and photos emailed from personal phones with a structured app on a company device. The catch is connectivity. Inspections happen in basements, plant rooms, tunnels and rural sites, and an app that freezes without signal will be abandoned within a week. Designing for offline use from the start is far easier than retrofitting it, and these are the patterns we rely on.</p>

<h2>Choose the right offline approach</h2>
<p>There are two main ways to make a canvas app work offline, and the choice depends largely on where your data lives.</p>
<h3>Offline-first with Dataverse</h3>
<p>If your data is in Dataverse, canvas apps can now be enabled for offline use directly. A mobile offline profile defines which tables and rows are downloaded to the device, and the platform handles synchronisation in the background. The app reads and writes to the local copy, so it behaves the same with or without signal. This is the approach Microsoft recommends for new offline apps, and it avoids a great deal of hand-written sync logic.</p>
<h3>Collections with SaveData and LoadData</h3>
<p>For apps built on other data sources, such as SharePoint lists, the established pattern is to hold data in collections, save them to the device with <code>SaveData</code> and reload them with <code>LoadData</code>. The app checks <code>Connection.Connected</code> and submits queued changes when a connection returns. It works, but you own the sync logic, the storage on the device is limited and error handling needs real care.</p>

<h2>Keep the offline data set small</h2>
<p>The most common cause of slow or failing offline apps is downloading too much. An inspector needs today's and this week's jobs, the relevant site details and the checklist templates, not the organisation's entire asset register.</p>
<ul>
<li>Filter offline data by the signed-in user and a short date window.</li>
<li>Download reference data, such as checklist questions, once and refresh it infrequently.</li>
<li>Avoid including large text or history tables that inspectors rarely open.</li>
<li>Test on the oldest device your team uses, not on a developer's laptop.</li>
</ul>

<h2>Photos, signatures and attachments</h2>
<p>Photos are what make inspection apps useful, and also what make them heavy. Compress images on capture where possible, limit the number per inspection item and store them in a column or location designed for files rather than embedded in text. Check the current documentation for which column types synchronise offline in your chosen approach, because support has been expanding. Signatures captured with the pen input control are small and usually trouble-free.</p>

<h2>Sync, conflicts and user feedback</h2>
<p>Users need to trust that their work has been saved. Show clearly whether the device is online, how many changes are waiting to upload and when the last successful sync happened. Decide in advance what happens if two people update the same record while offline; for inspections, assigning each job to a single inspector avoids most conflicts altogether. Record who submitted each inspection and when, so office staff can resolve the rare disputes.</p>

<h2>A build checklist</h2>
<ol>
<li>Confirm where data lives and pick the offline approach to match.</li>
<li>Define exactly which records each inspector needs offline, and filter tightly.</li>
<li>Design screens that never call an online-only data source directly.</li>
<li>Add a visible sync status and a manual sync button.</li>
<li>Set photo size and quantity limits.</li>
<li>Test in flight mode, with a weak signal and after a day offline.</li>
<li>Pilot with two or three inspectors before rolling out to everyone.</li>
</ol>
<p>Offline apps reward careful design and realistic testing more than clever code. If you are planning an inspection, audit or maintenance app, our <a href="/power-apps-canvas-app">canvas app development team</a> has built offline solutions for engineers, surveyors and care workers, and we are happy to <a href="/contact">discuss your requirements</a>.</p>`,
    category: 'canvas-apps',
    tags: ['Power Apps', 'Canvas Apps', 'Offline', 'Field Service'],
    keywords: [
      'offline canvas app',
      'Power Apps offline mode',
      'field inspection app',
      'SaveData LoadData Power Apps',
      'mobile offline profile',
    ],
    metaTitle: 'Offline Field Inspection Apps in Power Apps',
    metaDescription:
      'Patterns for an offline field inspection canvas app: offline-first with Dataverse or SaveData and LoadData, small data sets, photos and clear sync status.',
    readTime: 4,
    featuredImage: 'digital-transformation',
    ...AUTHORS.elena,
    status: 'published',
    publishedDaysAgo: 31,
    views: 1530,
    likes: 57,
  },
  {
    slug: 'power-automate-approval-flows-done-right',
    title: 'Power Automate Approval Flows Done Right',
    excerpt:
      'Approval flows are easy to build and easy to get wrong. How to choose approval types, avoid hard-coded approvers, handle silence and keep an audit trail that lasts.',
    content: `<p>Approvals are often the first thing an organisation automates with Power Automate, and for good reason. Purchase requests, holiday bookings, document sign-off and expense claims all follow the same pattern: someone asks, someone decides, and everyone needs to know the outcome. Building a basic approval takes minutes. Building one that still works when the approver is on holiday, the finance manager changes or auditors ask for evidence takes a little more thought. These are the principles we apply.</p>

<h2>Pick the right approval type</h2>
<p>The Approvals connector supports several patterns, and choosing the right one avoids awkward workarounds later:</p>
<ul>
<li><strong>Approve or reject, first to respond</strong> suits a pool of equivalent approvers, such as any member of the finance team.</li>
<li><strong>Approve or reject, everyone must approve</strong> suits joint sign-off, such as a contract needing both legal and commercial agreement.</li>
<li><strong>Custom responses</strong> let you offer options such as approve, reject or request more information.</li>
<li><strong>Sequential approvals</strong>, built as a series of steps, suit escalating thresholds, such as a line manager followed by a director above a certain value.</li>
</ul>

<h2>Do not hard-code approvers</h2>
<p>The most common maintenance problem we see is an email address typed directly into the flow. When that person leaves or changes role, approvals silently go nowhere. Instead, look approvers up at run time:</p>
<ul>
<li>Use the requester's manager from Microsoft Entra ID through the Office 365 Users connector.</li>
<li>Keep a configuration list in SharePoint or a Dataverse table that maps departments or value thresholds to approvers.</li>
<li>Where possible, approve by role or group, so a single absence never blocks the process.</li>
</ul>
<p>A configuration list also lets a business owner change approvers without editing the flow.</p>

<h2>Plan for silence</h2>
<p>Approvers ignore requests more often than they reject them. Your flow should expect this.</p>
<h3>Reminders and escalation</h3>
<p>Run a parallel branch alongside the approval that waits a set period, checks whether a decision has been made and, if not, sends a reminder or escalates to a deputy. Keep the reminder friendly and include a direct link to the request.</p>
<h3>Timeouts</h3>
<p>Set a timeout on the approval action using its settings, and use the run-after configuration to handle the timed-out path explicitly, for example by cancelling the request and notifying the requester. Remember that a cloud flow run cannot last longer than 30 days, so long-running approvals need a different design, such as recording the request and restarting from a scheduled flow.</p>

<h2>Keep a record outside the flow</h2>
<p>Flow run history is kept for a limited time and is not designed as an audit trail. Write every request and decision, including who decided, when and any comments, to a SharePoint list or Dataverse table. That record can power a simple status view for requesters and answer auditors' questions years later.</p>

<h2>Steps to a robust approval flow</h2>
<ol>
<li>Write down the approval rules, thresholds and deputies in plain language.</li>
<li>Store approvers and thresholds in a configuration list.</li>
<li>Choose the approval type for each stage.</li>
<li>Add reminders, escalation and a timeout path.</li>
<li>Log every request and outcome to a durable store.</li>
<li>Add error handling so a failed run alerts someone.</li>
<li>Test with absences, rejections and timeouts, not just approvals.</li>
</ol>
<p>For the error handling step, our guide to <a href="/blog/error-handling-and-retries-in-power-automate-cloud-flows">error handling and retries in cloud flows</a> explains the patterns in detail. If you would like help designing approval processes across your organisation, see our <a href="/power-automate">Power Automate services</a>.</p>`,
    category: 'power-automate',
    tags: ['Power Automate', 'Approvals', 'Workflow', 'Cloud Flows'],
    keywords: [
      'Power Automate approval flow',
      'approval workflow best practice',
      'Power Automate approvals connector',
      'approval escalation and timeout',
    ],
    metaTitle: 'Power Automate Approval Flows Done Right',
    metaDescription:
      'Build Power Automate approval flows that last: the right approval type, approvers looked up at run time, reminders, timeouts and a proper audit trail.',
    readTime: 3,
    featuredImage: 'business-strategy',
    ...AUTHORS.tom,
    status: 'published',
    publishedDaysAgo: 76,
    views: 2760,
    likes: 88,
  },
  {
    slug: 'error-handling-and-retries-in-power-automate-cloud-flows',
    title: 'Error Handling and Retries in Power Automate Cloud Flows',
    excerpt:
      'A flow that fails silently is worse than no flow at all. How to use retry policies, try-catch scopes, alerts and re-runnable design to make cloud flows dependable.',
    content: `<p>Cloud flows fail for ordinary reasons: an API is briefly unavailable, a service throttles requests, someone renames a SharePoint column or a record is locked by another process. None of that is unusual. What turns an ordinary failure into a business problem is a flow that fails silently, leaving an invoice unposted or a customer unanswered until someone notices days later. Good error handling in Power Automate is not complicated, but it has to be designed in from the start.</p>

<h2>Understand retry policies</h2>
<p>Many actions, particularly those calling connectors and HTTP endpoints, have a retry policy in their settings. By default, Power Automate retries transient failures, such as throttling responses and some server errors, a small number of times at increasing intervals. You can change this per action:</p>
<ul>
<li><strong>Default</strong> suits most connector calls.</li>
<li><strong>Exponential interval</strong> lets you set the number of retries and the spacing yourself, which helps with services that throttle heavily.</li>
<li><strong>Fixed interval</strong> retries at a regular pace, useful for systems with predictable recovery times.</li>
<li><strong>None</strong> is right when a retry could cause harm, such as posting a payment twice, and you would rather handle the failure explicitly.</li>
</ul>
<p>Retries deal with temporary faults. They do nothing for permanent ones, such as a missing field or bad data, which is why you also need explicit handling.</p>

<h2>Try, catch and finally with scopes</h2>
<p>Power Automate has no try-catch statement, but scopes and the run-after setting give you the same pattern. Group the main work in one scope, then add a second scope configured to run only when the first has failed or timed out:</p>
<pre><code>Scope: Try
  (the actions that do the work)
Scope: Catch   (run after Try: has failed, has timed out)
  Filter array: result('Try') where status is Failed
  Post to Teams: flow name, error message, link to the run
  Terminate: status Failed
Scope: Finally (run after Catch: succeeded, failed, skipped, timed out)
  (clean-up, such as releasing a lock or updating a status)</code></pre>
<p>The <code>result()</code> expression returns the outcome of every action inside a scope, so you can pick out the failing action and its error message. Ending the catch branch with a Terminate action set to Failed matters: without it, the run shows as succeeded and your monitoring will never see the problem.</p>

<h2>Make failures visible</h2>
<p>An alert is only useful if it reaches someone who can act and gives them enough to start. Include the flow name, the failing action, the error text and a direct link to the run. You can build that link from the <code>workflow()</code> expression, which exposes the environment, flow and run identifiers.</p>
<h3>Where to send alerts</h3>
<p>Send alerts to a shared Teams channel or a support mailbox, never to the personal inbox of whoever built the flow. For important processes, also write failures to a log table, so you can spot patterns over weeks rather than reacting to single messages.</p>

<h2>Design for safe re-runs</h2>
<p>After a fix, you will want to resubmit failed runs. That is only safe if the flow is idempotent, meaning running it twice has the same effect as running it once. Check whether a record already exists before creating it, use unique references from the source system, and update status fields as steps complete, so a re-run can skip work that already succeeded.</p>

<h2>An error handling checklist</h2>
<ol>
<li>Review the retry policy on every action that calls an external service.</li>
<li>Wrap the main logic in a Try scope with Catch and Finally scopes.</li>
<li>Extract the failing action and message with <code>result()</code>.</li>
<li>Alert a shared channel with a link to the run.</li>
<li>Terminate failed runs with a Failed status.</li>
<li>Make the flow safe to resubmit.</li>
<li>Test by forcing failures, not just by running the happy path.</li>
</ol>
<p>These patterns apply to every important flow, including approvals; our article on <a href="/blog/power-automate-approval-flows-done-right">approval flows done right</a> shows them in context. If your organisation depends on flows that nobody is watching, our <a href="/power-automate">Power Automate team</a> can review them, and our <a href="/support">support service</a> can monitor them for you.</p>`,
    category: 'power-automate',
    tags: ['Power Automate', 'Error Handling', 'Cloud Flows', 'Monitoring'],
    keywords: [
      'Power Automate error handling',
      'Power Automate retry policy',
      'try catch scope Power Automate',
      'cloud flow monitoring',
    ],
    metaTitle: 'Error Handling and Retries in Power Automate',
    metaDescription:
      'Make Power Automate cloud flows dependable with retry policies, try-catch-finally scopes, useful alerts and flows that are safe to re-run after a failure.',
    readTime: 4,
    featuredImage: 'ai-technology',
    ...AUTHORS.tom,
    status: 'published',
    publishedDaysAgo: 8,
    views: 640,
    likes: 29,
  },
  {
    slug: 'secure-customer-portal-with-power-pages',
    title: 'Building a Secure Customer Portal with Power Pages',
    excerpt:
      'A customer portal exposes your Dataverse data to the internet. How to get identity, table permissions, web roles and site protection right before you launch it.',
    content: `<p>A customer portal lets clients log cases, check order status, update their details and download documents without picking up the phone. Power Pages makes it possible to build one on the same Dataverse data your staff use in Dynamics 365 or Power Apps, which avoids duplication and keeps everyone looking at the same information. It also means you are exposing business data to the internet. Security is not a final step before launch; it shapes the design from the first day. This article covers the areas we check on every portal project.</p>

<h2>Start with identity</h2>
<h3>Choose an identity provider</h3>
<p>Power Pages supports a range of identity providers, including Microsoft Entra ID for staff and partners, Microsoft Entra External ID for customers, and standards such as OpenID Connect and SAML for other providers. Microsoft treats local sign-in, where usernames and passwords are stored with the contact record, as a legacy option and recommends an external identity provider instead. An external provider also gives you stronger features such as multifactor authentication and self-service password reset.</p>
<h3>Control who can register</h3>
<p>Decide whether anyone can sign up or only invited customers. For most business portals, invitations are safer: you create the contact, send an invitation and the customer redeems it, so every account is linked to a known contact and company from the start.</p>

<h2>Table permissions and web roles</h2>
<p>Signing in proves who someone is. Table permissions decide what they can see and do, and they are the heart of portal security.</p>
<ul>
<li><strong>Web roles</strong> group users, such as customer user and customer administrator, and table permissions are attached to them.</li>
<li><strong>Access types</strong> define scope: global, contact (records linked to the user), account (records linked to the user's company), parent (records related to another permitted record) and self.</li>
<li><strong>Privileges</strong> such as read, create, write and delete are granted separately, so a customer can read their invoices without being able to change them.</li>
</ul>
<p>Grant the narrowest access that meets the requirement. Global read access on a table should be rare and deliberate, and never applied to tables holding personal data. Lists and forms on the site should show only the columns customers need, and if you use the Power Pages Web API, enable it only for the specific tables and columns required.</p>

<h2>Protect the site itself</h2>
<p>Beyond data access, a few platform settings make a real difference:</p>
<ul>
<li>Keep the site private while it is being built, so only named staff can reach it.</li>
<li>Use page permissions to restrict whole sections, such as account pages, to signed-in users with the right role.</li>
<li>Consider enabling the web application firewall for production sites, where it is available for your region.</li>
<li>Set a content security policy through site settings to limit which scripts and resources the browser will load.</li>
<li>Run the security scanning tools in the design studio and fix what they flag before launch.</li>
</ul>

<h2>A pre-launch security checklist</h2>
<ol>
<li>Confirm the identity provider, multifactor authentication and registration model.</li>
<li>List every table the site touches and the web roles that need access to it.</li>
<li>Review each table permission's access type and privileges with a second person.</li>
<li>Check lists, forms and Web API settings expose only the required columns.</li>
<li>Test as each web role, including trying to open another customer's records by changing the address.</li>
<li>Apply page permissions, the content security policy and firewall settings.</li>
<li>Arrange an independent penetration test for portals holding sensitive data.</li>
</ol>
<p>A well-built Power Pages portal can be both convenient for customers and secure for your organisation, but only if permissions are designed as carefully as the pages themselves. If you are planning a portal, our <a href="/power-platform-development">Power Platform development team</a> can help with design, build and security review, and you can <a href="/contact">contact us</a> to discuss your project.</p>`,
    category: 'power-pages',
    tags: ['Power Pages', 'Security', 'Customer Portal', 'Dataverse'],
    keywords: [
      'Power Pages security',
      'secure customer portal',
      'Power Pages table permissions',
      'Power Pages web roles',
      'Power Pages authentication',
    ],
    metaTitle: 'Building a Secure Customer Portal with Power Pages',
    metaDescription:
      'How to secure a Power Pages customer portal: identity providers, invitations, table permissions, web roles, site protection and a pre-launch checklist.',
    readTime: 4,
    featuredImage: 'crm-sales',
    ...AUTHORS.elena,
    status: 'published',
    publishedDaysAgo: 110,
    views: 1820,
    likes: 49,
  },
  {
    slug: 'case-study-harbour-and-vale-building-services',
    title: 'Case Study: How Harbour & Vale Replaced Paper and Spreadsheets with Dynamics 365',
    excerpt:
      'An illustrative case study: how a 210-person building services firm used Dynamics 365 Sales, a canvas app and Power Automate to speed up quoting and cut invoicing delays.',
    content: `<p>This case study is an illustrative example based on the kind of project we deliver regularly; Harbour &amp; Vale Building Services is a fictional company, and the figures show typical results rather than a specific client's data. Harbour &amp; Vale is a 210-person firm based in Bristol, providing planned and reactive maintenance for offices, schools and retail sites across the south west of England. Around 70 of its staff are engineers who spend their days on customer sites.</p>

<h2>The challenge</h2>
<p>The business had grown steadily for a decade, but its systems had not kept up. Contracts lived in a shared spreadsheet, quotes were written in Word from old examples, and engineers recorded their work on paper job sheets that were posted or photographed back to the office. The consequences were felt across the company:</p>
<ul>
<li>Quotes took around five working days to produce, and several tenders were lost on speed alone.</li>
<li>Contract renewals were tracked by memory, and roughly a dozen a year lapsed without a conversation.</li>
<li>Invoices were raised on average 18 days after a job was completed, because job sheets arrived late or incomplete.</li>
<li>Office staff spent many hours each week typing up job sheets and chasing missing signatures.</li>
</ul>
<p>The operations director wanted one system for customers, contracts and jobs, without the cost and timescale of a large field service platform.</p>

<h2>The solution</h2>
<h3>Dynamics 365 Sales for contracts and quotes</h3>
<p>We implemented Dynamics 365 Sales as the home for accounts, sites, contacts and maintenance contracts. Renewal opportunities are created automatically 120 days before each contract ends, and quotes are produced from standard templates with a product catalogue of service lines and rates.</p>
<h3>A canvas app for engineers</h3>
<p>Engineers received a Power Apps canvas app on company phones, built on Dataverse and enabled for offline use, because many jobs take place in plant rooms and basements. It shows each engineer's jobs for the week, guides them through the relevant checklist, captures photos and takes the customer's signature on screen.</p>
<h3>Automation with Power Automate</h3>
<p>When a job is completed, a cloud flow generates a job report, emails it to the customer and marks the job as ready to invoice. A daily flow passes completed jobs to the existing accounts system, and failures alert the office team in Microsoft Teams.</p>

<h2>How the project ran</h2>
<p>The project was delivered in two phases over 16 weeks:</p>
<ol>
<li>Weeks 1-8: discovery, Dynamics 365 Sales configuration, migration of contracts from spreadsheets and training for office staff.</li>
<li>Weeks 9-12: build of the engineer app and flows, followed by a two-week pilot with six engineers.</li>
<li>Weeks 13-16: changes from the pilot, rollout to all engineers in three groups and two weeks of hypercare.</li>
</ol>
<p>Two engineers from the pilot became champions and ran the app training for their colleagues, which did more for adoption than any slide deck.</p>

<h2>The results</h2>
<p>Six months after go-live, Harbour &amp; Vale measured the following changes:</p>
<table>
<thead>
<tr><th>Measure</th><th>Before</th><th>After six months</th></tr>
</thead>
<tbody>
<tr><td>Average quote turnaround</td><td>5 working days</td><td>2 working days</td></tr>
<tr><td>Contract renewals lapsing without contact</td><td>About 12 a year</td><td>1 in six months</td></tr>
<tr><td>Days from job completion to invoice</td><td>18</td><td>4</td></tr>
<tr><td>Office time spent typing up job sheets</td><td>About 30 hours a week</td><td>Under 5 hours a week</td></tr>
<tr><td>Jobs recorded digitally</td><td>None</td><td>97%</td></tr>
</tbody>
</table>
<p>The faster invoicing alone improved cash flow noticeably, and the sales team now reviews renewals and pipeline from a single dashboard each week.</p>

<h2>Lessons for similar organisations</h2>
<ul>
<li>Start with the process that hurts most, and prove value before expanding.</li>
<li>Design field apps for the worst signal your engineers will meet, not the best.</li>
<li>Involve the people doing the work in the pilot, and let them lead the training.</li>
</ul>
<p>If your organisation runs on spreadsheets and paper forms, a similar approach may work for you. Read more about <a href="/blog/offline-field-inspection-canvas-app-patterns">designing offline field apps</a>, or <a href="/contact">talk to us</a> about your own project.</p>`,
    category: 'case-studies',
    tags: ['Case Study', 'Dynamics 365 Sales', 'Power Apps', 'Power Automate', 'Field Service'],
    keywords: [
      'Dynamics 365 case study',
      'building services CRM',
      'field engineer app',
      'Power Apps case study UK',
    ],
    metaTitle: 'Case Study: Harbour & Vale Building Services',
    metaDescription:
      'How a 210-person building services firm used Dynamics 365 Sales, an offline canvas app and Power Automate to cut quote times and invoicing delays.',
    readTime: 4,
    featuredImage: 'data-analytics',
    ...AUTHORS.priya,
    status: 'published',
    publishedDaysAgo: 18,
    views: 1160,
    likes: 76,
  },
  {
    slug: 'when-to-build-a-pcf-control',
    title: 'When (and When Not) to Build a PCF Control',
    excerpt:
      'PCF code components can transform a form or grid, but they bring code to maintain. How to tell when a custom control is worth it and what to try before building one.',
    content: `<p>Sooner or later, every organisation using Dynamics 365 or Power Apps hits a user experience limit. A sales manager wants a colour-coded timeline on the opportunity form, a planner wants to drag jobs between engineers, or a field needs a specialised input that no standard control offers. The Power Apps component framework, usually called PCF, lets developers build their own controls for exactly these situations. It is a powerful tool, but it turns a configuration problem into a software development problem, with everything that implies. Here is how we decide whether one is justified.</p>

<h2>What a PCF control is</h2>
<p>A PCF control, or code component, is a reusable piece of user interface written in TypeScript, usually with React, and packaged into a Dataverse solution. There are two main kinds:</p>
<ul>
<li><strong>Field components</strong> replace the control for a single column, such as a slider, a star rating or a formatted input.</li>
<li><strong>Dataset components</strong> replace a view or subgrid, such as a calendar, a kanban board or a map of records.</li>
</ul>
<p>Code components can be used in model-driven apps, canvas apps and Power Pages, and they run inside the platform with access to its context, data and formatting, which makes them feel native when built well.</p>

<h2>Try these options first</h2>
<p>Before writing code, check whether the platform already does what you need. Microsoft has added many controls and capabilities in recent releases:</p>
<ol>
<li><strong>Standard and modern controls</strong>, including editable grids, rich text, choice pickers and the Fluent-based modern controls.</li>
<li><strong>Business rules and formula columns</strong>, which handle many cases where the real need is logic rather than a new control.</li>
<li><strong>Canvas components and custom pages</strong>, which let makers build richer experiences with low code and embed them in model-driven apps.</li>
<li><strong>Existing community components</strong>, many of which are open source, as long as you review their code, support status and licence before use.</li>
</ol>

<h2>Good reasons to build one</h2>
<p>A PCF control is usually justified when several of the following apply:</p>
<ul>
<li>The interaction is genuinely impossible or unworkable with standard controls, such as drag-and-drop scheduling.</li>
<li>The control will be reused across many forms, apps or tables.</li>
<li>Users perform the task many times a day, so small usability gains add up.</li>
<li>You need consistent behaviour in both model-driven and canvas apps.</li>
<li>You have, or can contract, developers who will support it over its lifetime.</li>
</ul>

<h2>The costs people underestimate</h2>
<h3>Maintenance</h3>
<p>A code component is software you own. It needs source control, a build pipeline, testing when Microsoft updates the platform and someone who understands it when the original developer moves on.</p>
<h3>Licensing</h3>
<p>Code components that connect to external services directly from the browser, rather than through connectors, are treated as premium. Adding one to a canvas app can change the licence users need, so check the current guidance before committing.</p>
<h3>Accessibility and devices</h3>
<p>Standard controls are designed for keyboard use, screen readers and mobile. A custom control must meet the same standards, which takes deliberate effort and testing on every device your users have.</p>

<h2>A decision checklist</h2>
<ol>
<li>Describe the user problem in one sentence, without naming a solution.</li>
<li>Rule out standard controls, business rules, formula columns and custom pages.</li>
<li>Estimate how often and by how many people the control will be used.</li>
<li>Confirm who will maintain it and where its source code will live.</li>
<li>Check licensing and accessibility requirements.</li>
<li>Build a small prototype and test it with real users before committing.</li>
</ol>
<p>Used in the right places, a PCF control can make a daily task noticeably faster and less error-prone. Used everywhere, it creates a maintenance burden. If you are weighing up a custom control, our <a href="/power-platform-development">Power Platform development team</a> can assess the options with you and build it to a supportable standard when it is the right answer.</p>`,
    category: 'pcf-controls',
    tags: ['PCF Controls', 'Power Apps', 'Code Components', 'Model-Driven Apps'],
    keywords: [
      'PCF control',
      'Power Apps component framework',
      'code components Power Apps',
      'when to build a PCF control',
    ],
    metaTitle: 'When (and When Not) to Build a PCF Control',
    metaDescription:
      'Is a PCF code component worth building? What PCF controls are, the options to try first, good reasons to build one and the maintenance costs to plan for.',
    readTime: 4,
    featuredImage: 'ai-technology',
    ...AUTHORS.elena,
    status: 'published',
    publishedDaysAgo: 145,
    views: 980,
    likes: 34,
  },
  {
    slug: 'managing-dataverse-storage-capacity',
    title: 'Keeping Dataverse Storage Under Control: A Practical Guide',
    excerpt:
      'Dataverse capacity warnings tend to arrive at the worst moment. Where storage goes, how database, file and log capacity differ, and routine steps to keep usage in check.',
    content: `<p>Dataverse storage is one of those topics nobody thinks about until the Power Platform admin center shows a warning that the tenant is over capacity. At that point, creating or copying environments may be blocked, and the quick fix is usually buying more storage. With a little routine attention, most organisations can avoid the problem altogether. This guide explains how capacity is measured, where it tends to go and what you can do about it.</p>

<h2>How Dataverse capacity is measured</h2>
<p>Dataverse capacity is split into three types, each pooled across the tenant:</p>
<ul>
<li><strong>Database</strong> holds table rows, such as accounts, contacts, cases and your own custom tables.</li>
<li><strong>File</strong> holds attachments, images and files stored in file and image columns.</li>
<li><strong>Log</strong> holds audit history and plug-in trace logs.</li>
</ul>
<p>Your tenant receives a base amount plus extra capacity for many of the licences you hold, and you can buy add-on capacity if needed. Prices and entitlements change, so check Microsoft's current licensing guide rather than relying on older figures. The capacity page in the Power Platform admin center shows consumption by type, by environment and by table.</p>

<h2>Where the space usually goes</h2>
<p>When we review tenants, the same culprits appear again and again:</p>
<ul>
<li>Audit logs kept indefinitely on busy tables.</li>
<li>Email attachments tracked into Dynamics 365 from Outlook.</li>
<li>System job records and completed workflow history that nobody clears.</li>
<li>Sandbox environments copied from production and then forgotten.</li>
<li>Integration staging tables that are written to but never emptied.</li>
</ul>

<h2>Practical ways to reclaim and control storage</h2>
<h3>Clean up what you no longer need</h3>
<p>Bulk delete jobs can remove old records on a schedule, such as completed system jobs or integration logs older than 90 days. Agree retention periods with the business first and test each job in a sandbox.</p>
<h3>Set audit retention deliberately</h3>
<p>Audit only the tables and columns that matter, and set a retention period that meets your compliance needs rather than keeping everything forever.</p>
<h3>Store documents in the right place</h3>
<p>For large volumes of documents, SharePoint integration often makes more sense than storing files in Dataverse, and it gives users familiar document management features.</p>
<h3>Retire unused environments</h3>
<p>Delete or reset sandbox copies that are no longer in use, and agree who may create them in your <a href="/blog/power-platform-environment-strategy-and-governance">environment strategy</a>.</p>

<h2>A monthly storage routine</h2>
<ol>
<li>Review capacity by type and environment in the admin center.</li>
<li>Check the ten largest tables in each production environment for unexpected growth.</li>
<li>Confirm bulk delete jobs ran successfully.</li>
<li>Review audit settings for any newly added tables.</li>
<li>List sandbox environments with no activity in the last 60 days and ask their owners whether they are still needed.</li>
</ol>
<p>None of these steps is difficult, but together they keep storage costs predictable and avoid surprises during a busy project. If you would like a one-off storage review or help setting up this routine, our <a href="/support">support team</a> can help.</p>`,
    category: 'power-platform',
    tags: ['Dataverse', 'Power Platform', 'Administration', 'Storage'],
    keywords: [
      'Dataverse storage capacity',
      'reduce Dataverse storage',
      'Power Platform admin center capacity',
      'Dataverse audit retention',
    ],
    metaTitle: 'Keeping Dataverse Storage Under Control',
    metaDescription:
      'Understand Dataverse database, file and log capacity, find where storage goes and follow a simple monthly routine to keep Dataverse usage under control.',
    readTime: 3,
    featuredImage: 'data-analytics',
    ...AUTHORS.tom,
    status: 'draft',
    publishedDaysAgo: 0,
    views: 130,
    likes: 3,
  },
];
