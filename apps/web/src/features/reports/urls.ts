export const reportListUrl = () => '/reports';
