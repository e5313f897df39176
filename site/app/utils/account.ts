/** The social networks a profile links to, in the order the account's profile page lists them. */
export const NETWORKS = ['LinkedIn', 'Facebook', 'X', 'Instagram', 'Website'] as const;
