import Agent

print("pb")
