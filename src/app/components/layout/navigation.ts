export interface NavLink {
  to: string;
  label: string;
}

/** The header's service menu: the overview, then the four main service pages. */
export const serviceNav: NavLink[] = [
  { to: '/services', label: 'All Services' },
  { to: '/dynamics-365-implementation', label: 'Dynamics 365 Implementation' },
  { to: '/power-platform-development', label: 'Power Platform Development' },
  { to: '/consulting-services', label: 'Consulting Services' },
  { to: '/professional-training', label: 'Professional Training' },
];

export const primaryNav: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/support', label: 'Support' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/** The signed-in user's menu in the header; Logout follows these links. */
export const accountMenu = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/profile', label: 'Profile' },
  { to: '/service-catalog', label: 'Service Catalog' },
] as const;

export const accountNav = {
  login: { to: '/login', label: 'Login' },
  register: { to: '/register', label: 'Get Started' },
} as const;

export const footerColumns: { heading: string; links: NavLink[] }[] = [
  {
    heading: 'Services',
    links: [
      { to: '/dynamics-365', label: 'Dynamics 365' },
      { to: '/power-platform', label: 'Power Platform' },
      { to: '/cloud-services', label: 'Cloud Services' },
      { to: '/consulting', label: 'Consulting' },
      { to: '/training', label: 'Training' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact' },
      { to: '/blog', label: 'Blog' },
      { to: '/case-studies', label: 'Case Studies' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { to: '/support', label: 'Support' },
      { to: '/help', label: 'Help Center' },
      { to: '/docs', label: 'Documentation' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-and-conditions', label: 'Terms & Conditions' },
      { to: '/privacy/request', label: 'Your Data' },
    ],
  },
];
