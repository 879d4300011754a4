// A bat-roost spreadsheet written for the spreadsheet chat tests (chat-totals, chat-sheet-followups): monthly
// counts at two roosts over two summers, and a labelled season-total row per roost for 2025.
export const ROOST_CSV = `month,roost,survey_nights,pipistrelles,noctules,mean_temp_c,notes
2024-05,Holloway Barn,6,212,14,11.8,
2024-06,Holloway Barn,8,388,22,14.9,
2024-07,Holloway Barn,8,455,31,16.7,maternity colony counted at emergence
2024-05,Crane Bridge,5,96,40,11.2,
2024-06,Crane Bridge,8,174,58,14.3,
2024-07,Crane Bridge,8,203,66,16.0,scaffold on the east arch
2025-05,Holloway Barn,7,240,18,12.1,
2025-06,Holloway Barn,8,410,25,15.2,
2025-07,Holloway Barn,8,502,29,17.0,highest count since the survey began
2025-05,Crane Bridge,6,120,44,11.6,
2025-06,Crane Bridge,8,236,61,14.8,
2025-07,Crane Bridge,8,198,70,16.3,
2025 total,Holloway Barn,23,1152,72,,season total for the Holloway Barn roost
2025 total,Crane Bridge,22,554,175,,season total for the Crane Bridge roost
`;
