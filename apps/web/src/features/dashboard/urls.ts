export const dashboardUrl = () => '/dashboard';
